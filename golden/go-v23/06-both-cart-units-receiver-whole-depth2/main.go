package main

import (
	"fmt"

	"example.com/g06/cart"
)

func main() {
	c := cart.New("ada")
	if err := c.Add("apple", 3); err != nil {
		fmt.Println("error:", err)
		return
	}
	if err := c.Add("fig", 2); err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println("fig in cart:", c.Has("fig"))
	c.Drop("fig")
	units := c.Units()
	fmt.Println(c.Owner(), "has", units, "units")
	if units > 2 {
		fmt.Println("free shipping")
	}
}
