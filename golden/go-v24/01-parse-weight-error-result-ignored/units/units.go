package units

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads a weight such as "12kg" and returns it in grams. When the
// text cannot be read it returns 0 and an error naming the manifest line.
func Parse(text string, line int) (int, error) {
	clean := strings.TrimSpace(text)
	digits := strings.TrimRight(clean, "gkt")
	unit := clean[len(digits):]
	where := fmt.Sprintf("line %d", line)
	n, err := strconv.Atoi(digits)
	if err != nil {
		return 0, fmt.Errorf("%s: bad number %q", where, digits)
	}
	scale := map[string]int{"g": 1, "kg": 1000, "t": 1000000}
	mult, ok := scale[unit]
	if !ok {
		return 0, fmt.Errorf("%s: unknown unit %q", where, unit)
	}
	return n * mult, nil
}
