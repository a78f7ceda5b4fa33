package main

import "fmt"

func sumAreas(shapes []Shape) int {
	total := 0
	names := ""
	for _, sh := range shapes {
		total += sh.Area()
		names += sh.Label() + " "
	}
	fmt.Println("shapes:", names)
	return total
}

func main() {
	circ := &Circle{R: 1}
	circ.Grow(1)
	scale := 10
	shapes := []Shape{Rect{W: 2, H: 3}, Square{Side: 4}, circ}
	n := sumAreas(shapes)
	fmt.Println("total", n)
	fmt.Println("scaled", n*scale)
}
