package main

import (
	"fmt"

	"example.com/dj/calc"
)

func helper(a int) int {
	b := a + 5
	return b
}

func run(seed int) int {
	base := helper(seed)
	r := calc.Top(base)
	extra := calc.Leaf(seed)
	fmt.Println(extra)
	return r
}

func main() {
	s := 7
	out := run(s)
	fmt.Println(out)
}
