package main

import (
	"errors"
	"fmt"

	"example.com/p/parse"
)

func main() {
	s := ""
	code := 0
	err := parse.Check(s)
	if errors.Is(err, parse.ErrEmpty) {
		code = 2
	}
	fmt.Println(code, parse.ErrOther)
}
