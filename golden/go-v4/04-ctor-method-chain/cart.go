package main

type Cart struct {
	sum   int
	count int
	tax   int
}

func clampRate(r int) int {
	if r > 50 {
		return 50
	}
	return r
}

func NewCart(rate int) *Cart {
	println("new cart")
	return &Cart{tax: clampRate(rate)}
}

func (c *Cart) Add(price int) *Cart {
	println("add", price)
	c.sum += price
	c.count++
	return c
}

func (c *Cart) Total() int {
	return c.sum + c.sum*c.tax/100
}
