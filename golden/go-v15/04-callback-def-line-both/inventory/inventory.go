package inventory

import "fmt"

// Item is one line of stock.
type Item struct {
	SKU   string
	Qty   int
	Cents int
}

// Select returns the items keep accepts, at most limit of them.
func Select(items []Item, keep func(Item) bool, limit int) []Item {
	var out []Item
	checked := 0
	for _, it := range items {
		checked++
		if !keep(it) {
			continue
		}
		out = append(out, it)
		if len(out) == limit {
			break
		}
	}
	fmt.Println("checked", checked, "items")
	return out
}

// Value adds up the quantity of every item times the unit price that
// price gives for it.
func Value(items []Item, price func(Item) int) int {
	sum := 0
	for _, it := range items {
		sum += it.Qty * price(it)
	}
	return sum
}
