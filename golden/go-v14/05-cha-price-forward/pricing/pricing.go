package pricing

// Item is anything that can be priced for a quantity.
type Item interface {
	Price(qty int) int
}

// Unit is sold by the piece.
type Unit struct {
	Code  string
	Cents int
}

func (u Unit) Price(qty int) int {
	return u.Cents * qty
}

// Bulk is sold by the pack: a partial pack costs a full one.
type Bulk struct {
	Code   string
	Pack   int
	Cents  int
	Quotes int
}

func (b *Bulk) Price(qty int) int {
	b.Quotes++
	return packs(qty, b.Pack) * b.Cents
}

// Coupon takes Off cents off each unit. Its Price needs the unit price
// as well, so Coupon is not an Item.
type Coupon struct {
	Off int
}

func (c Coupon) Price(qty, unit int) int {
	return qty * (unit - c.Off)
}

func packs(qty, size int) int {
	return (qty + size - 1) / size
}
