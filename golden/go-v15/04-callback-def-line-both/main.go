package main

import (
	"fmt"

	"example.com/f04/inventory"
)

var reorderAt = 5

func lowStock(it inventory.Item) bool {
	return it.Qty < reorderAt
}

func listPrice(it inventory.Item) int {
	return it.Cents
}

func main() {
	stock := []inventory.Item{
		{SKU: "bolt", Qty: 3, Cents: 15},
		{SKU: "nut", Qty: 40, Cents: 5},
		{SKU: "gear", Qty: 1, Cents: 900},
	}
	limit := 10
	low := inventory.Select(stock, lowStock, limit)
	cost := inventory.Value(low, listPrice)
	fmt.Println(len(low), "items to reorder, worth", cost)
	for _, it := range low {
		fmt.Println(" ", it.SKU)
	}
}
