package opts

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Options configures a client.
type Options struct {
	Name    string
	Unit    time.Duration
	Timeout time.Duration
}

// Defaults returns the options used when a key is missing.
func Defaults() Options {
	return Options{Name: "client", Unit: time.Second, Timeout: 30 * time.Second}
}

// WithTimeout returns a copy of o with the timeout parsed from s.
func (o Options) WithTimeout(s string) (Options, error) {
	d, err := parseDur(s, o.Unit)
	if err != nil {
		return o, fmt.Errorf("timeout %q: %w", s, err)
	}
	o.Timeout = d
	return o, nil
}

// parseDur reads a bare number in units of unit, or a Go duration.
func parseDur(s string, unit time.Duration) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errors.New("empty duration")
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return time.ParseDuration(s)
	}
	return time.Duration(n) * unit, nil
}
