package main

import (
	"fmt"

	"example.com/s02/shapes"
)

func main() {
	factor := 3.0
	pad := 10.0
	r := shapes.Rect{W: 2, H: 1}
	c := shapes.Circle{R: 1}
	r.Scale(factor)
	c.Scale(2)
	r.Shift(pad)
	area := r.Area()
	fmt.Println(area, c)
}
