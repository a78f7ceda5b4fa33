package pricing

// Flat charges the same unit price for every item.
type Flat struct {
	Unit int
}

func (f Flat) Price(qty int) int {
	return f.Unit * qty
}

func (f Flat) Name() string {
	return "flat"
}

// Tiered takes a discount off orders above a break quantity.
type Tiered struct {
	Unit     int
	Break    int
	Discount int
}

func (t *Tiered) Price(qty int) int {
	total := t.Unit * qty
	if qty > t.Break {
		total -= t.Discount
	}
	return total
}

func (t *Tiered) Name() string {
	return "tiered"
}

// Sample items are given away; a sample has a Price but no Name.
type Sample struct {
	Limit int
}

func (s Sample) Price(qty int) int {
	if qty > s.Limit {
		return -1
	}
	return 0
}
