package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Sum[T Number](xs []T) T {
	var total T
	for _, x := range xs {
		total += x
	}
	return total
}

func main() {
	ints := []int{1, 2, 3}
	floats := []float64{1.5, 2.5}
	a := Sum(ints)
	b := Sum(floats)
	fmt.Println(a)
	fmt.Println(b)
}
