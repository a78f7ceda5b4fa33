package config

import (
	"fmt"
	"strconv"
	"strings"
)

// Settings is the parsed form of "workers=N;label=S".
type Settings struct {
	Workers int
	Label   string
}

// Parse reads the settings named name from text.
func Parse(name, text string) (Settings, error) {
	var s Settings
	where := "config " + strings.ToLower(name)
	fields := strings.Split(strings.TrimSpace(text), ";")
	if len(fields) != 2 {
		return s, fmt.Errorf("%s: want 2 fields, got %d", where, len(fields))
	}
	key, raw, ok := strings.Cut(fields[0], "=")
	if !ok || key != "workers" {
		return s, fmt.Errorf("%s: bad key %q", where, key)
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		err = fmt.Errorf("%s: workers: %w", where, err)
		return s, err
	}
	if n > 64 {
		n = 64
	}
	s.Label = strings.TrimPrefix(fields[1], "label=")
	s.Workers = n
	return s, nil
}
