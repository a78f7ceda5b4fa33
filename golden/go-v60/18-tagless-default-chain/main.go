package main

import "fmt"

func grade(score int, bonus int) string {
	adj := score + bonus
	other := score * 3
	g := ""
	switch {
	case adj >= 90:
		g = "A"
	case other > 100:
		g = "B"
	default:
		g = "C"
	}
	return g
}

func main() {
	fmt.Println(grade(50, 5))
}
