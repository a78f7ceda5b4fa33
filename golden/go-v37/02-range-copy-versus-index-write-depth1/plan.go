package main

// Item is one line of the stock list, held by value in the slice.
type Item struct {
	Name  string
	Stock int
}

// Plan sets stock aside and restocks every item except skip.
// The first loop ranges over copies: the reservation is lost.
func Plan(items []Item, extra int, reserve int, skip string) int {
	for _, it := range items {
		it.Stock -= reserve
	}
	for i := range items {
		if items[i].Name == skip {
			continue
		}
		items[i].Stock += extra
	}
	total := Total(items)
	return total
}

// Total adds up the stock of every item.
func Total(items []Item) int {
	sum := 0
	for _, it := range items {
		sum += it.Stock
	}
	return sum
}
