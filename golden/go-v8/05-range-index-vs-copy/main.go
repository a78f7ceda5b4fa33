package main

import (
	"fmt"

	"example.com/y05/inventory"
)

func main() {
	stock := map[string]int{"bolt": 40, "nut": 12, "gear": 5, "cog": 9}
	orders := []inventory.Order{
		{SKU: "bolt", Qty: 35},
		{SKU: "nut", Qty: -4},
		{SKU: "gear", Qty: 2},
		{SKU: "nut", Qty: 3},
	}
	low, idle := inventory.Reorder(stock, orders, 6)
	fmt.Println("reorder:", low)
	fmt.Println("idle:", idle)
	fmt.Println("orders after:", orders)
}
