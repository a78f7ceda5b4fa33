package inventory

import "strings"

// Item is one stock line.
type Item struct {
	SKU   string
	Qty   int
	Holds int
}

// Load builds one item per SKU, each with qty units in stock.
func Load(skus []string, qty int) []Item {
	items := make([]Item, 0, len(skus))
	for _, s := range skus {
		items = append(items, Item{SKU: strings.ToUpper(s), Qty: qty})
	}
	return items
}

// Reserve puts n units on hold if that many are free.
func (it *Item) Reserve(n int) bool {
	if it.Qty-it.Holds < n {
		return false
	}
	it.Holds += n
	return true
}

// Free is the number of units not on hold.
func (it Item) Free() int {
	return it.Qty - it.Holds
}
