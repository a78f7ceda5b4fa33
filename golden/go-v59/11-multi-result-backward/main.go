package main

import "fmt"

func split(a, b int) (int, int) {
	q := a / 2
	r := b % 3
	return q, r
}

func main() {
	x := 10
	y := 7
	p, s := split(x, y)
	fmt.Println(p)
	fmt.Println(s)
}
