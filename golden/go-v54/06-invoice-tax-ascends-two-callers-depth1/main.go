package main

import (
	"fmt"
	"strings"

	"example.com/s06/billing"
)

func main() {
	cart := []billing.Line{
		{Item: "pen", Qty: 3, Price: 2},
		{Item: "pad", Qty: 2, Price: 5},
	}
	name := "ann"
	code := "VIP"
	sub := billing.Subtotal(cart)
	off := billing.Discount(sub, code)
	fmt.Println(name, "pays", billing.Total(sub, off, name))

	second := []billing.Line{{Item: "ink", Qty: 1, Price: 40}}
	who := strings.ToUpper("bob")
	sub2 := billing.Subtotal(second)
	if sub2 > 0 {
		fmt.Println(who, "pays", billing.Total(sub2, 0, who))
	}
	fmt.Println("lines billed", len(cart)+len(second))
}
