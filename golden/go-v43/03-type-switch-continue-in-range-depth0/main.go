package main

import (
	"fmt"

	"example.com/s03/shapes"
)

func total(items []shapes.Shape) float64 {
	sum := 0.0
	squares := 0
	for _, it := range items {
		switch v := it.(type) {
		case shapes.Circle:
			sum += v.Area()
		case shapes.Rect:
			if v.W == 0 {
				continue
			}
			sum += v.W * v.H
		case shapes.Square:
			squares++
		default:
			fmt.Println("unknown shape")
		}
	}
	fmt.Println("squares:", squares)
	return sum
}

func main() {
	items := []shapes.Shape{
		shapes.Circle{R: 1},
		shapes.NewRect(0, 5),
		shapes.NewRect(2, 3),
		shapes.Square{Side: 4},
	}
	fmt.Printf("%.2f\n", total(items))
}
