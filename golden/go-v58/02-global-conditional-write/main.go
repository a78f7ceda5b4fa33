package main

import (
	"fmt"
	"os"

	"example.com/p/store"
)

func main() {
	n := 7
	flag := len(os.Args) > 5
	if flag {
		store.SetLimit(n)
	}
	lim := store.Limit
	fmt.Println(lim)
}
