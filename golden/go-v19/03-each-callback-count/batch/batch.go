package batch

// Item is one line of an order.
type Item struct {
	SKU string
	Qty int
}

// Each calls fn for every item with a positive quantity, in order, and
// stops after limit calls (a limit of 0 means no limit). It returns how
// many items it passed to fn.
func Each(items []Item, limit int, fn func(i int, it Item)) int {
	n := 0
	for i := range items {
		if items[i].Qty <= 0 {
			continue
		}
		fn(i, items[i])
		n++
		if limit > 0 && n == limit {
			break
		}
	}
	return n
}
