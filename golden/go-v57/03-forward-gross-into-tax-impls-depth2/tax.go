package main

// Taxer computes the tax owed on an amount.
type Taxer interface {
	Tax(amount int) int
	Name() string
}

type Flat struct {
	Rate int
}

type Tiered struct {
	Limit int
	Low   int
	High  int
}

func (f Flat) Tax(amount int) int {
	return amount * f.Rate / 100
}

func (f Flat) Name() string {
	return "flat"
}

func (t *Tiered) Tax(amount int) int {
	if amount <= t.Limit {
		return amount * t.Low / 100
	}
	return amount * t.High / 100
}

func (t *Tiered) Name() string {
	return "tiered"
}
