package main

import "fmt"

// cheapest returns the item with the lowest price under limit; a
// non-positive price marks a corrupt catalogue and stops the search.
func cheapest(stock map[string][]int, limit int) (string, int) {
	name := ""
	low := limit
	visits := 0
search:
	for item, prices := range stock {
		for _, p := range prices {
			visits++
			if p <= 0 {
				break search
			}
			if p < low {
				low = p
				name = item
			}
		}
	}
	fmt.Println("visited", visits)
	return name, low
}
