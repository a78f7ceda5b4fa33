package main

import (
	"fmt"

	"example.com/g05/inventory"
)

func main() {
	low := 5
	stock := []inventory.Item{
		{SKU: "bolt", Qty: 2, Price: 10},
		{SKU: "nut", Qty: 9, Price: 3},
	}
	added := inventory.Restock(stock, low)
	inventory.Discount(stock, 20)
	size := inventory.Grow(stock, "washer")
	worth := inventory.Value(stock)
	fmt.Println(added, size, worth)
}
