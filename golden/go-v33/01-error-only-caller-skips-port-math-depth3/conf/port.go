package conf

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrMissing is returned when a key is absent from the settings.
var ErrMissing = errors.New("missing key")

// ErrRange is returned for a port outside 1..65535.
var ErrRange = errors.New("out of range")

// Ports below privileged are moved up by 8000.
const privileged = 1024

func lookup(cfg map[string]string, key string) (string, error) {
	raw, ok := cfg[key]
	if !ok {
		return "", fmt.Errorf("%s: %w", key, ErrMissing)
	}
	return raw, nil
}

// Port reads the "port" setting, checks it and shifts privileged ports.
func Port(cfg map[string]string) (int, error) {
	raw, err := lookup(cfg, "port")
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("port %q: %w", raw, err)
	}
	if n < 1 || n > 65535 {
		return 0, fmt.Errorf("port %d: %w", n, ErrRange)
	}
	if n < privileged {
		n += 8000
	}
	return n, nil
}
