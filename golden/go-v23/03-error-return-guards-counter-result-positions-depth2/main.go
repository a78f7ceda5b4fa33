package main

import (
	"fmt"

	"example.com/g03/stock"
)

func main() {
	good := []string{"Bolts = 40", "", "nuts=15"}
	items, err := stock.Load(good)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(items)
	bad := append(good, "washers = many")
	if _, err := stock.Load(bad); err != nil {
		fmt.Println("error:", err)
	}
}
