package parse

import "errors"

var ErrEmpty = errors.New("empty")

var ErrOther = errors.New("other")

func Parse(s string) (int, error) {
	if s == "" {
		return 0, ErrEmpty
	}
	return len(s), nil
}
