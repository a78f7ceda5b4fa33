package main

import "fmt"

var unit = "km"

var precision = 1

func setUnit(u string) {
	unit = u
}

func format(v float64) string {
	label := fmt.Sprintf("%.*f", precision, v)
	if v > 100 {
		label = ">100"
	}
	return label + " " + unit
}

func main() {
	dist := 12.5
	first := format(dist)
	setUnit("mi")
	precision = 2
	second := format(dist * 0.62)
	fmt.Println(first)
	fmt.Println(second)
}
