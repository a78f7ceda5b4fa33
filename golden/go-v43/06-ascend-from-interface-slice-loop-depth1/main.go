package main

import (
	"fmt"
	"os"

	"example.com/s06/shapes"
)

func main() {
	small := []shapes.Shape{shapes.Circle{R: 1}}
	small = append(small, shapes.NewSquare(2))
	extra := append(small, shapes.Rect{W: 9, H: 9})
	fmt.Println(shapes.Describe(extra))
	s := shapes.TotalArea(small)
	fmt.Println("small:", s)
	if len(os.Args) > 1 {
		big := []shapes.Shape{shapes.Rect{W: 10, H: 20}}
		b := shapes.TotalArea(big)
		fmt.Println("big:", b)
	}
}
