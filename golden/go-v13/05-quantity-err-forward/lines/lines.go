package lines

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse splits "item=qty" and parses the quantity.
func Parse(ln string) (item string, qty int, err error) {
	item, raw, ok := strings.Cut(ln, "=")
	if !ok {
		return "", 0, fmt.Errorf("line %q: missing '='", ln)
	}
	qty, err = quantity(raw)
	if err != nil {
		return "", 0, fmt.Errorf("item %s: %w", item, err)
	}
	name := canon(item)
	return name, qty, nil
}

func canon(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// quantity parses a count; negative counts are clamped to zero.
func quantity(s string) (n int, err error) {
	n, err = strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		err = fmt.Errorf("quantity %q: %w", s, err)
		return
	}
	if n < 0 {
		n = 0
	}
	return
}
