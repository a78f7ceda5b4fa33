package main

import "fmt"

func main() {
	stock := map[string][]int{
		"tea":    {12, 9},
		"coffee": {15, 21},
		"cocoa":  {30},
	}
	limit := 20
	item, price := cheapest(stock, limit)
	fmt.Println("cheapest", item, price)
	other, top := cheapest(stock, 10)
	fmt.Println("under 10:", other, top)
}
