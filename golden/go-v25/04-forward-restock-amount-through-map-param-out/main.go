package main

import (
	"fmt"

	"example.com/s04/store"
)

func main() {
	stock := map[string]int{"tea": 1}
	wanted := []string{"tea", "cake", "tea", "cake", "cake", "jam"}
	before := store.Count(stock)
	n := 2
	store.Restock(stock, []string{"cake", "jam"}, n)
	sold := 0
	for _, w := range wanted {
		if store.Sell(stock, w) {
			sold++
		}
	}
	kinds := store.Count(stock)
	fmt.Println("before", before)
	fmt.Println("sold", sold, "kinds", kinds)
}
