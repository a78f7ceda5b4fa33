package main

import "fmt"

type Cart struct {
	sum int
}

func NewCart() *Cart {
	return &Cart{}
}

func (c *Cart) Add(p int) {
	fmt.Println("adding", p)
	c.sum += p
}

func (c *Cart) Total() int {
	return c.sum
}

func fill(c *Cart, price int, qty int) {
	fmt.Println("qty", qty)
	c.Add(price)
}

func main() {
	cart := NewCart()
	q := 2
	fill(cart, 7, q)
	t := cart.Total()
	fmt.Println(t)
}
