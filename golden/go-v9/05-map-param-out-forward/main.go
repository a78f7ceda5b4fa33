package main

import (
	"fmt"

	"example.com/w05/inv"
)

// Order asks for Packs packs of PackSize units of Item.
type Order struct {
	Item     string
	Packs    int
	PackSize int
}

func run(stock map[string]int, orders []Order) ([]string, []string, int) {
	tries := make(map[string]int)
	before := inv.Copy(stock)
	var refused []string
	for _, o := range orders {
		qty := o.Packs * o.PackSize
		served := inv.Hold(stock, tries, o.Item, qty)
		if !served {
			refused = append(refused, o.Item)
		}
	}
	low := inv.Low(stock, 10)
	fmt.Println("before:", before)
	fmt.Println("tries: ", tries)
	return refused, low, len(tries)
}

func main() {
	stock := map[string]int{"bolt": 40, "nut": 25, "gear": 6}
	orders := []Order{{"bolt", 2, 12}, {"gear", 1, 8}, {"nut", 3, 5}, {"bolt", 1, 12}}
	refused, low, items := run(stock, orders)
	fmt.Println("refused:", refused)
	fmt.Println("low:    ", low)
	fmt.Println("items:  ", items)
}
