package main

import (
	"fmt"

	"example.com/p/store"
)

func main() {
	n := 4
	store.SetLimit(n)
	d := store.Twice(3)
	ok := store.Allowed(3)
	fmt.Println(ok, d)
}
