package main

import "fmt"

type Cart struct {
	Lines  []int
	Coupon int
}

// Add appends price*q for every quantity; note is only logged.
func (c *Cart) Add(note string, price int, qtys ...int) {
	for _, q := range qtys {
		c.Lines = append(c.Lines, price*q)
	}
	if note != "" {
		fmt.Println("added", note)
	}
}

// Total sums the lines and takes off the discount and the coupon.
func (c Cart) Total(discount int) int {
	t := 0
	for _, l := range c.Lines {
		t += l
	}
	return t - discount - c.Coupon
}
