package main

// Discount turns a price into a reduced price.
type Discount interface {
	Apply(price int) int
	Code() string
}

type Percent struct {
	Off int
}

type Coupon struct {
	Amount int
	Used   int
}

func (p Percent) Apply(price int) int {
	return price - price*p.Off/100
}

func (p Percent) Code() string {
	return "PCT"
}

func (c *Coupon) Apply(price int) int {
	c.Used++
	if price < c.Amount {
		return 0
	}
	return price - c.Amount
}

func (c *Coupon) Code() string {
	return "CPN"
}
