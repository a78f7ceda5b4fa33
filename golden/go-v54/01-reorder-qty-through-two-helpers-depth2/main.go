package main

import (
	"fmt"

	"example.com/s01/inventory"
)

// report prints one line per item with its stock value.
func report(items []inventory.Item) int {
	total := 0
	for _, it := range items {
		v := inventory.Value(it)
		fmt.Println(inventory.Normalize(it.SKU), v)
		total += v
	}
	return total
}

func main() {
	rule := inventory.Rule{Batch: 12, Safety: 4}
	items := []inventory.Item{
		{SKU: " ab-1 ", OnHand: 7, MinKeep: 20, Price: 3},
		{SKU: "cd-2", OnHand: 40, MinKeep: 25, Price: 5},
	}
	total := report(items)
	fmt.Println("stock value", total)
	pallets := inventory.RoundUp(total, 50, "pallet")
	fmt.Println("pallet slots", pallets/50)

	first := items[0]
	code := inventory.Normalize(first.SKU)
	rule.Safety += 2
	qty := inventory.OrderQty(first, rule)
	fmt.Println("reorder", code, qty)
}
