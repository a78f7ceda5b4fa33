package main

import (
	"fmt"
	"os"
)

func euros(cents int) string {
	return fmt.Sprintf("%d.%02d EUR", cents/100, cents%100)
}

func main() {
	coupon := ""
	if len(os.Args) > 1 {
		coupon = os.Args[1]
	}
	items := []Item{
		{SKU: "A-1", Cents: 1250, Qty: 2},
		{SKU: "B-7", Cents: 399, Qty: 5},
	}
	list, final, calls := quote(items, coupon)
	fmt.Println("list: ", euros(list))
	fmt.Println("final:", euros(final))
	fmt.Println("saved:", list-final)
	fmt.Println(calls, "line prices computed")
}
