package main

import (
	"fmt"

	"example.com/dj/par"
)

func classify(v int) string {
	even := par.IsEven(v)
	label := "odd"
	if even {
		label = "even"
	}
	return label
}

func main() {
	x := 6
	y := x * 2
	fmt.Println(y)
	res := classify(x)
	fmt.Println(res)
}
