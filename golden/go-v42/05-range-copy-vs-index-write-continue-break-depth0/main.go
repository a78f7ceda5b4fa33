package main

import "fmt"

func main() {
	stock := [4]Item{
		{"lamp", 3, 400},
		{"desk", 0, 250},
		{"rug", 2, 120},
		{"mug", 9, 40},
	}
	pct := 25
	left := reprice(stock, pct, 1)
	fmt.Println("value after markdown:", left)
	fmt.Println("lamp still costs", stock[0].Price, "desks in stock:", stock[1].Qty)
	fmt.Println("items:", len(stock))
	for _, it := range stock {
		fmt.Println(" ", it.Name, it.Qty, it.Price)
	}
}
