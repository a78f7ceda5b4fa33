package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

func clean(s string) string {
	return strings.ToUpper(strings.TrimSpace(s))
}

func parseSize(s string) (n int, unit string, err error) {
	s = clean(s)
	if s == "" {
		err = errors.New("empty size")
		return
	}
	unit = strings.TrimLeft(s, "0123456789")
	n, err = strconv.Atoi(strings.TrimSuffix(s, unit))
	if err != nil {
		err = fmt.Errorf("size %q: %w", s, err)
		return
	}
	if unit == "" {
		unit = "B"
	}
	return
}
