package main

import (
	"fmt"

	"example.com/p/registry"
)

func main() {
	x := 1
	y := 2
	z := 5
	registry.Register("a", x)
	registry.Register("b", y)
	got := registry.Lookup("a")
	fmt.Println(got, z)
}
