package main

import "fmt"

type Celsius float64

type Ordered interface {
	~int | ~float64
}

func Max[T Ordered](xs []T) T {
	best := xs[0]
	for _, x := range xs[1:] {
		if x > best {
			best = x
		}
	}
	return best
}

func main() {
	temps := []Celsius{12.5, 30, 21}
	ints := []int{4, 9, 2}
	hot := Max[Celsius](temps)
	m := Max(ints)
	fmt.Println(hot)
	fmt.Println(m)
}
