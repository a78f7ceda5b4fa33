package app

import "fmt"

func price(base int, qty int) int {
	tax := base / 10
	unit := base + tax
	discount := 5
	unused := qty * 2
	total := unit * qty
	fmt.Println(unused)
	total -= discount
	return total
}
