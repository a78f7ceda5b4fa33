package dial

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Split parses "host:port"; an empty port selects def.
func Split(dsn string, def int) (string, int, error) {
	host, raw, ok := strings.Cut(dsn, ":")
	if !ok {
		return "", 0, errors.New("missing port")
	}
	port, err := parsePort(raw, def)
	if err != nil {
		return "", 0, fmt.Errorf("port %q: %w", raw, err)
	}
	host = strings.ToLower(host)
	return host, port, nil
}

func parsePort(raw string, def int) (port int, err error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		port = def
		return
	}
	port, err = strconv.Atoi(raw)
	if err != nil {
		return
	}
	if port > 65535 {
		err = fmt.Errorf("%d out of range", port)
	}
	return
}

// Backoff is the wait in milliseconds before the last retry.
func Backoff(retries int) int {
	return retries * retries * 100
}
