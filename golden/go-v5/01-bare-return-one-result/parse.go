package main

import (
	"fmt"
	"strconv"
	"strings"
)

func clean(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

func parsePair(s string) (key string, val int, err error) {
	k, v, ok := strings.Cut(s, "=")
	if !ok {
		err = fmt.Errorf("missing '=' in %q", s)
		return
	}
	key = clean(k)
	val, err = strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return
	}
	if val < 0 {
		val = -val
	}
	return
}
