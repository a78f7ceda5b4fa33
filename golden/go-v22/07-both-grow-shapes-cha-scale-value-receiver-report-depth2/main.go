package main

import (
	"fmt"
	"os"

	"example.com/g07/geo"
)

func report(a int) {
	fmt.Println("-- report --")
	if a > 100 {
		fmt.Println("large total")
	}
	fmt.Println("area:", a)
}

func main() {
	pct := 50
	if len(os.Args) > 1 {
		pct = 100
	}
	shapes := []geo.Shape{&geo.Rect{W: 4, H: 5}, geo.Circle{R: 1}}
	fmt.Println("shapes:", len(shapes))
	area := geo.Grow(shapes, pct)
	report(area)
}
