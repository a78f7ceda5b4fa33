package main

import "fmt"

func netOf(tx Taxer, gross int) int {
	t := tx.Tax(gross)
	fmt.Println("taxer", tx.Name())
	return gross - t
}

func main() {
	gross := 250
	label := "order"
	flat := Flat{Rate: 10}
	tier := &Tiered{Limit: 100, Low: 5, High: 20}
	a := netOf(flat, gross)
	b := netOf(tier, 80)
	fmt.Println(label, a)
	fmt.Println("small", b)
}
