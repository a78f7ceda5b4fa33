package inventory

// Item is one stock line.
type Item struct {
	SKU   string
	Qty   int
	Price int
}

// Restock tops every item up to floor and returns how many units it added.
func Restock(items []Item, floor int) int {
	added := 0
	for i := range items {
		if items[i].Qty >= floor {
			continue
		}
		need := floor - items[i].Qty
		items[i].Qty += need
		added += need
	}
	return added
}

// Discount is meant to cut every price by pct percent, but it changes copies.
func Discount(items []Item, pct int) {
	for _, it := range items {
		it.Price -= it.Price * pct / 100
	}
}

// Grow appends a new line to its own copy of the slice header.
func Grow(items []Item, sku string) int {
	items = append(items, Item{SKU: sku})
	return len(items)
}

// Value is what the stock is worth.
func Value(items []Item) int {
	sum := 0
	for _, it := range items {
		sum += it.Qty * it.Price
	}
	return sum
}
