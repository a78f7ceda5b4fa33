package parse

import "errors"

var ErrEmpty = errors.New("empty")

var ErrLong = errors.New("long")

var ErrOther = errors.New("other")

func Check(s string) error {
	if s == "" {
		return ErrEmpty
	}
	if len(s) > 10 {
		return ErrLong
	}
	return nil
}
