package main

import (
	"fmt"

	"example.com/s05/shapes"
)

func main() {
	ka := 2.0
	kb := 0.5
	c := shapes.NewCircle(1.5)
	r := shapes.NewRect(2, 3)
	a := shapes.Grow(c, ka)
	b := shapes.Grow(r, kb)
	total := a + b
	if a > 10 {
		fmt.Println("large circle")
	}
	fmt.Printf("%.2f %.2f\n", b, total)
}
