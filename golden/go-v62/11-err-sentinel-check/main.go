package main

import (
	"errors"
	"fmt"
)

var ErrEmpty = errors.New("empty")

var ErrLong = errors.New("too long")

func parse(s string) (int, error) {
	if s == "" {
		return 0, ErrEmpty
	}
	n := len(s) * 10
	return n, nil
}

func main() {
	in := "abc"
	v, err := parse(in)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	total := v + 1
	fmt.Println(total)
}
