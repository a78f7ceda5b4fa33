package main

import "fmt"

func add(xs []int, v int) {
	xs = append(xs, v)
	fmt.Println(len(xs))
}

func addRet(xs []int, v int) []int {
	xs = append(xs, v)
	return xs
}

func main() {
	a := []int{1}
	v1 := 5
	v2 := 6
	add(a, v1)
	b := addRet(a, v2)
	fmt.Println(len(a), len(b))
}
