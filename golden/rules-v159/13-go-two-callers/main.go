package main

import "fmt"

func clamp(x int) int {
	lo := 2
	y := x
	if y < lo {
		y = lo
	}
	dbg := x * 100
	fmt.Println(dbg)
	return y
}

func left() {
	a := clamp(1)
	fmt.Println(a)
}

func right(m int) int {
	n := m + 1
	b := clamp(n)
	other := m * 3
	fmt.Println(other)
	return b
}

func main() {
	left()
	r := right(5)
	fmt.Println(r)
}
