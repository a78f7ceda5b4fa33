package main

import (
	"fmt"
	"slices"
)

// Shelf lookup: sort the catalogue, find one product and its shelf mates.
func main() {
	catalogue := []string{"pear", "apple", "fig", "kiwi", "date"}
	audit := slices.Clone(catalogue)
	slices.Sort(catalogue)
	want := "fig"
	at := position(catalogue, want)
	fmt.Println(want, "at", at)
	if at < 0 {
		fmt.Println(want, "is not stocked")
	}
	before, after := neighbours(catalogue, at)
	fmt.Println("between", before, "and", after)
	fmt.Println("first as delivered:", audit[0])
}
