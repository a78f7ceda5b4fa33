package main

import (
	"errors"
	"fmt"
)

// ErrSyntax is from strconv/number.go; ParseBool is verbatim from
// internal/strconv/atob.go.
var ErrSyntax = errors.New("invalid syntax")

var ErrRange = errors.New("value out of range")

func ParseBool(str string) (bool, error) {
	switch str {
	case "1", "t", "T", "true", "TRUE", "True":
		return true, nil
	case "0", "f", "F", "false", "FALSE", "False":
		return false, nil
	}
	return false, ErrSyntax
}

func main() {
	in := "True"
	b, err := ParseBool(in)
	if b {
		fmt.Println("yes")
	}
	fmt.Println(err, ErrRange)
}
