package main

import "fmt"

func split(a, b int) (int, int) {
	q := a * b
	r := a + 1
	return q, r
}

func main() {
	x := 17
	y := 5
	_, rem := split(x, y)
	fmt.Println(rem)
}
