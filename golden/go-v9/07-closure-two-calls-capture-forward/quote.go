package main

// Item is a line of a quote; Cents is the unit price.
type Item struct {
	SKU   string
	Cents int
	Qty   int
}

// discount returns the percentage of the list price a coupon pays.
func discount(code string) int {
	if code == "HALF" {
		return 50
	}
	return 90
}

// quote prices the items at list price and again after the coupon. It
// also reports how many line prices it computed.
func quote(items []Item, coupon string) (int, int, int) {
	rate := 100
	calls := 0
	price := func(it Item) int {
		calls++
		return it.Cents * it.Qty * rate / 100
	}
	list := 0
	for _, it := range items {
		p := price(it)
		list += p
	}
	if coupon != "" {
		rate = discount(coupon)
	}
	final := 0
	for _, it := range items {
		p := price(it)
		final += p
	}
	return list, final, calls
}
