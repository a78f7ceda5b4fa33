package main

import (
	"fmt"
	"sort"
)

// quote prices an order against a price list. Items without a price are
// listed as missing; lines with a zero quantity are skipped. Orders with
// more than three priced lines get ten percent off.
func quote(order map[string]int, prices map[string]int) (int, []string) {
	total := 0
	priced := 0
	var missing []string
	for item, qty := range order {
		if qty == 0 {
			continue
		}
		if price, ok := prices[item]; ok {
			total += price * qty
			priced++
		} else {
			missing = append(missing, item)
		}
	}
	sort.Strings(missing)
	if priced > 3 {
		total -= total / 10
	}
	return total, missing
}

func main() {
	prices := map[string]int{"tea": 4, "cake": 6, "jam": 3, "scone": 2}
	order := map[string]int{"tea": 2, "cake": 1, "jam": 1, "soup": 1, "scone": 3, "bread": 2, "honey": 0}
	total, missing := quote(order, prices)
	fmt.Println("total", total, "missing", missing)
}
