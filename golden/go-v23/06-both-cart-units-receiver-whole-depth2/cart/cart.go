package cart

import "fmt"

// Cart holds the quantities picked by one shopper and a log of changes.
type Cart struct {
	owner  string
	qty    map[string]int
	events []string
}

// New returns an empty cart for owner.
func New(owner string) *Cart {
	return &Cart{owner: owner, qty: make(map[string]int)}
}

// Add puts n units of sku in the cart.
func (c *Cart) Add(sku string, n int) error {
	if n <= 0 {
		return fmt.Errorf("add %s: quantity %d", sku, n)
	}
	c.qty[sku] += n
	c.events = append(c.events, "add "+sku)
	return nil
}

// Drop takes sku out of the cart.
func (c *Cart) Drop(sku string) {
	delete(c.qty, sku)
	c.events = append(c.events, "drop "+sku)
}

// Has reports whether sku is in the cart.
func (c *Cart) Has(sku string) bool {
	_, ok := c.qty[sku]
	return ok
}

// Units counts the units in the cart.
func (c *Cart) Units() int {
	total := 0
	for _, n := range c.qty {
		total += n
	}
	return total
}

// Owner names the shopper.
func (c Cart) Owner() string {
	return c.owner
}
