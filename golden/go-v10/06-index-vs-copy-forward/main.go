package main

import (
	"fmt"

	"example.com/t06/stock"
)

func main() {
	items := []stock.Item{
		{SKU: "bolt", Qty: 40, Days: 5},
		{SKU: "nut", Qty: 12, Days: 9},
		{SKU: "gear", Qty: 3, Days: 2},
	}
	days := 3
	soon := stock.Preview(items, days, 7)
	fmt.Println("stale soon:", soon)
	fmt.Println("units:", stock.Units(items))
	stock.Age(items, days)
	old := stock.Stale(items, 7)
	fmt.Println("stale now:", old)
}
