package main

import "fmt"

func IndexOf[T comparable](xs []T, target T) int {
	for i, x := range xs {
		if x == target {
			return i
		}
	}
	return -1
}

func main() {
	names := []string{"ann", "bob"}
	ids := []int{7, 42}
	pos := IndexOf(names, "bob")
	at := IndexOf(ids, 42)
	fmt.Println(pos)
	fmt.Println(at)
}
