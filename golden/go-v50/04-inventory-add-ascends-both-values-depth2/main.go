package main

import "fmt"

func main() {
	shop := Inventory{"apple": 3}
	backroom := Inventory{}
	crates := 2
	perCrate := 6
	shop.Remove("apple", 1)
	shop.Add("pear", crates*perCrate)
	refill(backroom, crates+1)
	fruit := "plum"
	shop.Add(fruit, 5)
	fmt.Println(shop.Total(), backroom.Total(), len(shop))
}

// refill tops up an inventory with a fixed item.
func refill(inv Inventory, qty int) {
	extra := qty * 2
	inv.Add("melon", extra)
}
