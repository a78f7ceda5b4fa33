package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

var ErrMissing = errors.New("missing key")
var ErrBadValue = errors.New("bad value")

var defaults = map[string]string{"port": "8080", "timeout": "30"}

func parseConfig(text string) map[string]string {
	cfg := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		cfg[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return cfg
}

func lookup(cfg map[string]string, key string) (string, error) {
	v, ok := cfg[key]
	if !ok {
		v, ok = defaults[key]
	}
	if !ok {
		return "", fmt.Errorf("lookup %q: %w", key, ErrMissing)
	}
	return v, nil
}

func intSetting(cfg map[string]string, key string, unit int) (int, error) {
	s, err := lookup(cfg, key)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("setting %s=%q: %w", key, s, ErrBadValue)
	}
	return n * unit, nil
}
