package main

import (
	"fmt"
	"os"

	"example.com/p/store"
)

func main() {
	a := 40
	if len(os.Args) > 3 {
		store.Set(a)
	}
	v := store.Get()
	fmt.Println(v)
}
