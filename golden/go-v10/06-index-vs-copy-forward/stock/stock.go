package stock

type Item struct {
	SKU  string
	Qty  int
	Days int
}

// Preview counts the items that would be older than limit after days more
// days. It ages range copies, so items is left as it was.
func Preview(items []Item, days, limit int) int {
	n := 0
	for _, it := range items {
		it.Days += days
		if it.Days > limit {
			n++
		}
	}
	return n
}

// Age adds days to the age of every item, in place.
func Age(items []Item, days int) {
	for i := range items {
		items[i].Days += days
	}
}

func Stale(items []Item, limit int) []string {
	var out []string
	for _, it := range items {
		if it.Days > limit {
			out = append(out, it.SKU)
		}
	}
	return out
}

func Units(items []Item) int {
	sum := 0
	for _, it := range items {
		sum += it.Qty
	}
	return sum
}
