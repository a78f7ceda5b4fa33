package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

var ErrEmpty = errors.New("empty field")

func clean(field string) (string, bool) {
	s := strings.TrimSpace(field)
	s = strings.Trim(s, "\"")
	return s, s != ""
}

func parseQty(field string, lineNo int) (int, error) {
	s, ok := clean(field)
	if !ok {
		return 0, fmt.Errorf("line %d: %w", lineNo, ErrEmpty)
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("line %d: %w", lineNo, err)
	}
	return n, nil
}
