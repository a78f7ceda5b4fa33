package parse

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Port parses a TCP port number; an empty field selects def.
// Privileged ports are moved up into the 8000 range.
func Port(raw string, def int) (int, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return def, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("port %q: %w", raw, err)
	}
	if n <= 0 || n > 65535 {
		return 0, errors.New("port out of range")
	}
	if n < 1024 {
		n += 8000
	}
	return n, nil
}

// Seconds parses a duration given as "30s" or "30".
func Seconds(raw string) (int, error) {
	raw = strings.TrimSuffix(strings.TrimSpace(raw), "s")
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("timeout %q: %w", raw, err)
	}
	return n, nil
}
