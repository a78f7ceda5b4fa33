package main

import "fmt"

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	factor := 3
	offset := 100
	factor = factor + 1
	nums := []int{1, 2, 3}
	scaled := Map(nums, func(n int) int {
		return n * factor
	})
	factor = 50
	fmt.Println(scaled, offset, factor)
}
