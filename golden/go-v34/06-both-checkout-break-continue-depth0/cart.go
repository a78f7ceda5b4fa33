package main

// Line is one row of a shopping cart.
type Line struct {
	SKU   string
	Qty   int
	Price int
}

// Cart holds the lines and a one-off discount.
type Cart struct {
	Lines    []Line
	Discount int
	Note     string
}

// Checkout totals the cart, stopping once the limit is passed, and
// consumes the discount.
func (c *Cart) Checkout(limit int) int {
	total := 0
	for _, l := range c.Lines {
		if l.Qty == 0 {
			continue
		}
		total += l.Qty * l.Price
		if total > limit {
			c.Note = "over limit"
			break
		}
	}
	total -= c.Discount
	audit(total)
	c.Discount = 0
	if total < 0 {
		total = 0
	}
	return total
}
