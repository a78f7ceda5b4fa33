package units

import (
	"fmt"
	"strconv"
	"strings"
)

// Size parses a byte count such as "512", "64k" or "3M".
func Size(field, raw string) (int64, error) {
	name := strings.ToLower(field)
	raw = strings.TrimSpace(raw)
	mult := int64(1)
	switch {
	case raw == "":
		return 0, fmt.Errorf("%s: empty size", name)
	case strings.HasSuffix(raw, "k"):
		mult = 1 << 10
		raw = strings.TrimSuffix(raw, "k")
	case strings.HasSuffix(raw, "M"):
		mult = 1 << 20
		raw = strings.TrimSuffix(raw, "M")
	}
	n, err := scaled(raw, mult)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	return n, nil
}

func scaled(digits string, mult int64) (int64, error) {
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, fmt.Errorf("negative size %d", n)
	}
	return n * mult, nil
}
