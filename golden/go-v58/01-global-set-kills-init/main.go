package main

import (
	"fmt"

	"example.com/p/store"
)

func main() {
	n := 7
	other := 2
	store.SetLimit(n)
	lim := store.Limit
	fmt.Println(lim, other)
}
