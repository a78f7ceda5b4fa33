package main

import "fmt"

func main() {
	stock := []item{{"bolt", 40, 0}, {"nut", 25, 0}, {"gear", 8, 0}}
	bonus := 6
	stock[2].qty += bonus
	orders := []order{{0, 12}, {2, 5}}
	ship(stock, orders)
	left := remaining(stock)
	spare := []item{{"bolt", 3, 0}}
	ship(spare, []order{{0, 1}})
	fmt.Println("left:", left, "gear:", stock[2].qty)
	fmt.Println("spare left:", remaining(spare))
}

// available is what can be sold while keeping the reserve.
func available(it item) int {
	if it.qty < reserveFor(it.name) {
		return 0
	}
	return it.qty
}

func reserveFor(name string) int {
	if name == "gear" {
		return 2
	}
	return 5
}
