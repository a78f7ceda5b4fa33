package main

import "fmt"

func shipping(it Item, qty int) int {
	fee := 0
	switch v := it.(type) {
	case Book:
		fmt.Println("shipping", v.Describe())
		fee = v.Weight() / 100
	case *Gadget:
		v.Pack(qty)
		fee = v.Weight() * qty / 50
	default:
		fee = it.Weight()
	}
	return fee
}

func main() {
	items := []Item{Book{Pages: 300, Title: "Go"}, &Gadget{Grams: 120}}
	sum := 0
	count := 0
	for _, item := range items {
		sum += shipping(item, 2)
		count++
	}
	fmt.Println("shipping total", sum, "items", count)
}
