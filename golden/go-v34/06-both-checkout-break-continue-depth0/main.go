package main

import "fmt"

// audit reports large orders to the fraud desk.
func audit(amount int) {
	if amount > 50 {
		fmt.Println("audit: large order", amount)
	}
}

// newCart fills a cart with the day's test order.
func newCart(discount int) *Cart {
	c := &Cart{Discount: discount}
	c.Lines = append(c.Lines, Line{SKU: "pen", Qty: 2, Price: 3})
	c.Lines = append(c.Lines, Line{SKU: "pad", Qty: 0, Price: 9})
	c.Lines = append(c.Lines, Line{SKU: "ink", Qty: 4, Price: 20})
	return c
}

func main() {
	cart := newCart(5)
	due := cart.Checkout(50)
	fmt.Println("due", due, cart.Note)
}
