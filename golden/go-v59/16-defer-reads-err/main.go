package main

import (
	"errors"
	"fmt"
)

func parse(s string) (n int, err error) {
	defer func() {
		if err != nil {
			n = -1
		}
	}()
	if s == "" {
		err = errors.New("empty")
		return
	}
	n = len(s)
	return n, nil
}

func main() {
	in := ""
	note := "x"
	v, _ := parse(in)
	fmt.Println(v, note)
}
