package main

import (
	"fmt"

	"example.com/s04/calc"
)

func double(v int) int {
	return v * 2
}

func square(v int) int {
	return v * v
}

func report() (int, int) {
	small := []int{1, 2, 3}
	big := []int{4, -1, 5}
	d := calc.Apply(small, double)
	s := calc.Apply(big, square)
	return d, s
}

func main() {
	d, s := report()
	fmt.Println("double", d)
	fmt.Println("square", s)
}
