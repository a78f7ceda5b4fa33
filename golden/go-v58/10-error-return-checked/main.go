package main

import (
	"fmt"

	"example.com/p/parse"
)

func main() {
	in := "abc"
	n, err := parse.Parse(in)
	if err != nil {
		fmt.Println("bad")
		return
	}
	out := n * 2
	fmt.Println(out, parse.ErrOther)
}
