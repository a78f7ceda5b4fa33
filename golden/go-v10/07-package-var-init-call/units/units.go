package units

import (
	"fmt"
	"strconv"
)

var binary = table(1024, "iB")
var decimal = table(1000, "B")

func table(base int, suffix string) map[string]int {
	t := map[string]int{"B": 1}
	size := 1
	for _, p := range []string{"K", "M", "G"} {
		size *= base
		t[p+suffix] = size
	}
	return t
}

func isDigit(c byte) bool {
	return '0' <= c && c <= '9'
}

func split(s string) (string, string) {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return s[:i], s[i:]
}

// Parse reads a size such as "64KiB" or "3MB"; unknown units count as 0.
func Parse(s string) (int, error) {
	num, unit := split(s)
	n, err := strconv.Atoi(num)
	if err != nil {
		return 0, fmt.Errorf("size %q: %w", s, err)
	}
	f, ok := binary[unit]
	if !ok {
		f = decimal[unit]
	}
	return n * f, nil
}
