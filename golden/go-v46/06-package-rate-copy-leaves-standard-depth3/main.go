package main

import (
	"fmt"

	"example.com/s06/shipping"
)

func main() {
	kg := 4
	promo := 1
	fast := shipping.Express()
	shipping.Discount(&fast, promo)
	std := shipping.Cost(shipping.Standard, kg)
	exp := shipping.Cost(fast, kg)
	fmt.Println("standard:", std)
	fmt.Println("express:", exp)
}
