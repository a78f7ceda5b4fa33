package main

import (
	"fmt"

	"example.com/p/geom"
)

func main() {
	a := 1
	b := 2
	d := 5
	pt := geom.Point{X: a, Y: b}
	pt.Move(d)
	x := pt.X
	fmt.Println(x)
}
