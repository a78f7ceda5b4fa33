package main

import (
	"fmt"

	"example.com/s01/shapes"
)

func main() {
	kind := "rect"
	w, h := 4.0, 2.5
	verbose := len(kind) > 10
	s := shapes.New(kind, w, h, verbose)
	a := s.Area()
	fmt.Println(s, a)
	b := shapes.Blob{Mass: 3}
	fmt.Println(b.Area())
}
