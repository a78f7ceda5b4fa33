package main

// Order is a customer order in cents.
type Order struct {
	ID       int
	Subtotal int
	Discount int
}

// preview computes a discounted price on its own copy of the order.
func preview(o Order, pct int) int {
	o.Discount = o.Subtotal * pct / 100
	return o.Subtotal - o.Discount
}

// apply records the discount on the caller's order.
func apply(o *Order, pct int) {
	o.Discount = o.Subtotal * pct / 100
}

// due is what the customer pays.
func due(o Order) int {
	return o.Subtotal - o.Discount
}
