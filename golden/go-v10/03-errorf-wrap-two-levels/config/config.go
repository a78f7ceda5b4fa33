package config

import (
	"fmt"
	"strconv"
	"strings"
)

func wellKnown(name string) (int, bool) {
	switch name {
	case "http":
		return 80, true
	case "https":
		return 443, true
	}
	return 0, false
}

func parsePort(s string) (int, error) {
	p, ok := wellKnown(s)
	if ok {
		return p, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("port %q: %w", s, err)
	}
	if n < 1 || n > 65535 {
		return 0, fmt.Errorf("port %d out of range", n)
	}
	return n, nil
}

func Parse(name, spec string) (string, int, error) {
	host, port, found := strings.Cut(spec, ":")
	if !found {
		return "", 0, fmt.Errorf("%s: no port in %q", name, spec)
	}
	host = strings.ToLower(host)
	n, err := parsePort(port)
	if err != nil {
		return "", 0, fmt.Errorf("%s: %w", name, err)
	}
	return host, n, nil
}
