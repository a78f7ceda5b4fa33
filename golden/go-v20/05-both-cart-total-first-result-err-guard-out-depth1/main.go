package main

import (
	"fmt"

	"example.com/g05/orders"
)

func main() {
	cart := orders.NewCart()
	qty := 2
	cart.Add("pen", qty, 150)
	cart.Add("pad", 1, 400)
	cart.Add("gift", 1, 0)
	cart.Apply("SPRING")
	fmt.Println("lines", cart.Count(), "pens", qty)
	sum, skipped, err := cart.Total(20)
	if err != nil {
		fmt.Println("total:", err)
		return
	}
	fmt.Println("skipped", skipped)
	due := sum + shipping(sum)
	fmt.Println("due", due)
}

func shipping(sum int) int {
	if sum >= 1000 {
		return 0
	}
	return 350
}
