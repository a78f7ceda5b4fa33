package params

import (
	"fmt"
	"strconv"
	"strings"
)

// Int parses raw as an integer in [lo, hi]. On failure it returns lo and an
// error that names the field.
func Int(field, raw string, lo, hi int) (int, error) {
	if lo > hi {
		lo, hi = hi, lo
	}
	n, err := strconv.Atoi(strings.TrimSpace(raw))
	if err != nil {
		return lo, fmt.Errorf("%s: %w", field, err)
	}
	if n < lo || n > hi {
		return lo, fmt.Errorf("%s: %d not in [%d, %d]", field, n, lo, hi)
	}
	return n, nil
}
