package main

import "fmt"

func main() {
	stock := []Item{
		{Name: "bolt", Qty: 0, Price: 10},
		{Name: "nut", Qty: 4, Price: 2},
		{Name: "gear", Qty: 1, Price: 30},
	}
	minQty := 3
	restock(stock, minQty)
	total := value(stock)
	fmt.Println("low lines after restock:", countBelow(stock, minQty))
	fmt.Println("inventory value:", total)
}
