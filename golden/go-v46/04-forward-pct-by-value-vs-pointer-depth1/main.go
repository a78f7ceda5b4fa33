package main

import "fmt"

func main() {
	pct := 15
	ord := Order{ID: 7, Subtotal: 200}
	other := Order{ID: 8, Subtotal: 80}
	quote := preview(ord, pct)
	fmt.Println("quote:", quote)
	before := due(ord)
	fmt.Println("before:", before)
	apply(&ord, pct)
	after := due(ord)
	fmt.Println("after:", after)
	plain := due(other)
	fmt.Println("other:", plain)
}
