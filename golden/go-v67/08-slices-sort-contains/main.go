package main

import (
	"fmt"
	"slices"
)

func main() {
	xs := []int{5, 1, 4}
	ys := []int{9, 8}
	ok := slices.Contains(xs, 4)
	idx := slices.Index(xs, 4)
	slices.Sort(xs)
	slices.Sort(ys)
	last := xs[len(xs)-1]
	fmt.Println(last, ok, idx, ys)
}
