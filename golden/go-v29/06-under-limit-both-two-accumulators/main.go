package main

import (
	"fmt"

	"example.com/g29s06/tree"
)

func main() {
	keys := []int{7, 3, 9, 1, 5, 8}
	var root *tree.Node
	for _, k := range keys {
		root = tree.Insert(root, k)
	}
	cut := 6
	if len(keys) > 5 {
		cut = keys[2]
	}
	var small, all []int
	tree.Under(root, cut, &small)
	tree.Under(root, 100, &all)
	fmt.Println("small", small)
	fmt.Println("all", all)
}
