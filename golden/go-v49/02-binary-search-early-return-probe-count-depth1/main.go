package main

import (
	"fmt"
	"sort"
)

// Look two ids up in the sorted id list: one present, one missing.
func main() {
	ids := []int{31, 7, 19, 42, 3, 25}
	sort.Ints(ids)
	label := "lookup"
	at := find(ids, 42)
	fmt.Println(label, "42 ->", at)
	if at >= 0 {
		fmt.Println("confirmed", ids[at])
	}
	wanted := 19 + 1
	miss := find(ids, wanted)
	fmt.Println(label, wanted, "->", miss)
}
