package main

import "fmt"

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func double(n int) int {
	return n * 2
}

func label(n int) string {
	return fmt.Sprint("#", n)
}

func main() {
	nums := []int{1, 2, 3}
	tags := []int{7}
	doubled := Map(nums, double)
	names := Map(tags, label)
	fmt.Println(doubled)
	fmt.Println(names)
}
