package main

import (
	"fmt"
	"sort"
)

func main() {
	xs := []int{5, 2, 9, 1}
	calls := 0
	sort.Slice(xs, func(i, j int) bool {
		calls++
		return xs[i] < xs[j]
	})
	fmt.Println(xs)
	fmt.Println(calls)
}
