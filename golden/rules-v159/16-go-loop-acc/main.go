package main

import "fmt"

func score(xs []int, bonus int) int {
	acc := 0
	hits := 0
	for _, x := range xs {
		pts := x + bonus
		acc += pts
		hits++
	}
	fmt.Println(hits)
	res := acc * 2
	return res
}

func main() {
	b := 7
	s := score([]int{1, 2}, b)
	fmt.Println(s)
}
