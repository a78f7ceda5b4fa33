package main

import "fmt"

type sale struct {
	item  string
	price int
}

func main() {
	sales := []sale{
		{item: "lamp", price: 40},
		{item: "desk", price: 120},
		{item: "chair", price: 75},
	}
	best := 0
	last := ""
	for _, s := range sales {
		best = Max(best, s.price)
		last = Max(last, s.item)
	}
	floor := 10
	ceiling := 50
	capped := Clamp(best/2, floor, ceiling)
	fmt.Println("last item:", last)
	fmt.Println("capped:", capped)
}
