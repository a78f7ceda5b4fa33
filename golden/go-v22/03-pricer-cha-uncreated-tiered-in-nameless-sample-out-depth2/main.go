package main

import (
	"fmt"

	"example.com/g03/pricing"
)

// Pricer is any price list that can be shown by name.
type Pricer interface {
	Price(qty int) int
	Name() string
}

func quote(p Pricer, qty int, channel string) int {
	cost := p.Price(qty)
	if qty > 100 {
		cost = cost * 9 / 10
	}
	fmt.Printf("%s via %s: %d\n", p.Name(), channel, cost)
	return cost
}

func count(orders []string) int {
	n := 0
	for _, o := range orders {
		if o != "" {
			n++
		}
	}
	return n
}

func main() {
	orders := []string{"a1", "", "b7", "c3"}
	unit := 4
	channel := "web"
	p := pricing.Flat{Unit: unit}
	n := count(orders)
	total := quote(p, n, channel)
	fmt.Println("total", total)
}
