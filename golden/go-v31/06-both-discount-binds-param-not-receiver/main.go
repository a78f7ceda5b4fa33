package main

import "fmt"

func checkout(unit int, bulk []int) int {
	var cart Cart
	cart.Add("", unit, 1, 2)
	cart.Add("bulk", 3, bulk...)
	off := unit / 2
	cart.Coupon = 4
	return cart.Total(off)
}

func main() {
	bulk := []int{5, 10}
	fmt.Println(checkout(7, bulk))
}
