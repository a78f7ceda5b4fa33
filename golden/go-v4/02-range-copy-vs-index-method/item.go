package main

type Item struct {
	Name  string
	Price int
}

func clampPct(p int) int {
	if p > 90 {
		return 90
	}
	return p
}

func (it *Item) Discount(pct int) {
	it.Price -= it.Price * clampPct(pct) / 100
}

func (it Item) Cost(qty int) int {
	return it.Price * qty
}
