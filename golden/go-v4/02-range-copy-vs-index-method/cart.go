package main

func Apply(items []Item, pct int, extra int) {
	for _, it := range items {
		it.Discount(extra)
	}
	for i := range items {
		items[i].Discount(pct)
	}
}

func Checkout(names []string, pct int) int {
	items := make([]Item, len(names))
	for i, n := range names {
		items[i] = Item{Name: n, Price: 100}
	}
	bonus := len(names) * 2
	Apply(items, pct, bonus)
	total := 0
	for _, it := range items {
		total += it.Cost(2)
	}
	return total
}

func main() {
	println(Checkout([]string{"a", "b"}, 10))
}
