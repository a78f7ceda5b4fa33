package main

import (
	"fmt"

	"example.com/d02/billing"
	"example.com/d02/invoice"
)

type order struct {
	items  []billing.Item
	region string
	note   string
}

func printAll(orders []order, copies int) {
	for _, o := range orders {
		inv := invoice.Build(o.items, o.region, o.note)
		for c := 0; c < copies; c++ {
			fmt.Println(inv.Header, inv.Due)
		}
	}
}

func main() {
	lamp := billing.Item{Name: "lamp", Cents: 2500, Qty: 2}
	desk := billing.Item{Name: "desk", Cents: 12000, Qty: 1}
	first := order{items: []billing.Item{lamp, desk}, region: "north", note: "thanks"}
	second := order{items: []billing.Item{desk}, region: "", note: "rush"}
	copies := 2
	printAll([]order{first, second}, copies)
}
