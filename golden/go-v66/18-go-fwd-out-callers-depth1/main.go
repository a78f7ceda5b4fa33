package main

import (
	"fmt"

	"example.com/dj/conv"
)

func direct() int {
	r1 := conv.Scale(4)
	d := r1 - 3
	return d
}

func indirect() int {
	r2 := conv.Relay(9)
	e := r2 * 2
	return e
}

func main() {
	a := direct()
	b := indirect()
	fmt.Println(a, b)
}
