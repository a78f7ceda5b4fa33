package app

import (
	"errors"
	"strconv"
	"strings"
)

func clean(s string) string {
	t := strings.TrimSpace(s)
	return t
}

func parse(s string) (int, error) {
	n, err := strconv.Atoi(clean(s))
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, errors.New("negative")
	}
	v := n * 10
	return v, nil
}
