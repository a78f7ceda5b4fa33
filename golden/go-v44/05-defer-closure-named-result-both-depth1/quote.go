package main

// Quote prices an order; a deferred closure takes the discount off
// the named result after every return.
func Quote(base int, rush bool) (total int, note string) {
	discount := 0
	defer func() {
		total -= discount
	}()
	defer func() {
		note = note + "."
	}()
	if rush {
		note = "rush"
		return base * 2, note
	}
	discount = base / 10
	total = base + 5
	return total, "standard"
}
