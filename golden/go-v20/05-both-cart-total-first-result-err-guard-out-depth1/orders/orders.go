package orders

import "fmt"

// Line is one article of a cart.
type Line struct {
	SKU   string
	Qty   int
	Price int
}

// Cart holds lines by SKU and an optional coupon code.
type Cart struct {
	lines  map[string]Line
	coupon string
}

func NewCart() *Cart {
	return &Cart{lines: map[string]Line{}}
}

func (c *Cart) Add(sku string, qty, price int) {
	l := c.lines[sku]
	l.SKU = sku
	l.Qty += qty
	l.Price = price
	c.lines[sku] = l
}

func (c *Cart) Apply(code string) {
	c.coupon = code
}

// Count reads the number of lines through a pointer, writing nothing.
func (c *Cart) Count() int {
	return len(c.lines)
}

// Total returns the sum in cents after the coupon discount and the number
// of lines skipped because they have no price.
func (c Cart) Total(percent int) (int, int, error) {
	if percent < 0 || percent > 100 {
		return 0, 0, fmt.Errorf("total: bad discount %d%%", percent)
	}
	sum, skipped := 0, 0
	for _, l := range c.lines {
		if l.Price == 0 {
			skipped++
			continue
		}
		sum += l.Qty * l.Price
	}
	if c.coupon != "" {
		sum -= sum * percent / 100
	}
	return sum, skipped, nil
}
