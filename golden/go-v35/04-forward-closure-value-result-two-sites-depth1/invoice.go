package main

// Invoice totals the items, adds tax at rate percent (less a rebate on
// large orders) and a handling fee per item. It returns the amount due
// and the fees charged.
func Invoice(items []int, rate int) (int, int) {
	subtotal := 0
	fees := 0
	add := func(v int) {
		subtotal += v
	}
	charge := func(v int) int {
		return v * rate / 100
	}
	for _, it := range items {
		add(it)
		fees += charge(it) + 1
	}
	tax := charge(subtotal)
	if subtotal > 500 {
		tax -= 10
	}
	return subtotal + tax, fees
}
