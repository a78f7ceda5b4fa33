package main

import "fmt"

func main() {
	label := "order"
	order := []line{
		{qty: 2, price: 30},
		{qty: 0, price: 99},
		{qty: 1, price: 15},
		{qty: 4, price: 50},
	}
	budget := 70
	sum, skipped := Tally(order, budget)
	fmt.Println(label, "sum", sum)
	fmt.Println(label, "skipped", skipped)
}
