package catalog

// bulkCut is the per-unit reduction for large tiered orders.
var bulkCut = 2

// Pricer is anything the checkout can price and show.
type Pricer interface {
	Price(qty int) int
	Name() string
}

// Flat has one unit price.
type Flat struct {
	Label string
	Unit  int
}

func (f Flat) Price(qty int) int {
	return f.Unit * qty
}

func (f Flat) Name() string {
	return f.Label
}

// Tiered is cheaper per unit for bulk orders and counts its quotes.
type Tiered struct {
	Base int
	seen int
}

func (t *Tiered) Price(qty int) int {
	t.seen++
	if qty >= 10 {
		return qty*(t.Base-bulkCut) - discount(qty)
	}
	return qty * t.Base
}

func (t *Tiered) Name() string {
	return "tiered"
}

// Coupon has a Price method but no Name, so it is not a Pricer.
type Coupon struct {
	Off int
}

func (c Coupon) Price(qty int) int {
	return -c.Off * qty
}

// discount is the extra reduction for very large orders.
func discount(qty int) int {
	if qty > 20 {
		return qty / 4
	}
	return 0
}
