package main

import "fmt"

// main prices an order against the stock and price tables.
func main() {
	stock := map[string]int{"bolt": 40, "nut": 0, "washer": 12}
	prices := map[string]int{"bolt": 3, "nut": 1, "washer": 2}
	order := []string{"bolt", "gear", "washer", "nut"}
	total, lines := 0, 0
	skipped := 0
	for _, item := range order {
		qty, ok := stock[item]
		if !ok {
			skipped++
			continue
		}
		price, found := prices[item]
		if qty == 0 {
			fmt.Println("out of stock:", item)
		}
		if found {
			total += price * qty
		}
		lines++
	}
	fmt.Println("lines:", lines, "skipped:", skipped)
	fmt.Println("total:", total)
}
