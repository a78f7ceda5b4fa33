package main

import "fmt"

// main reports the areas of two shapes built from one unit.
func main() {
	unit := 2
	c := Circle{R: unit}
	s := Square{Side: unit + 1}
	fmt.Println("shapes:", label(c), label(s))
	a1, known1 := area(c)
	a2, known2 := area(s)
	fmt.Println("known:", known1, known2)
	total := a1 + a2
	if total > 20 {
		fmt.Println("large total:", total)
	}
	fmt.Println("areas:", a1, a2)
	fmt.Println("report done")
}
