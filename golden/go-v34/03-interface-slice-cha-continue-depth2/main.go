package main

import (
	"fmt"
	"strings"

	"example.com/s03/catalog"
)

// total prices every named item for qty units; unnamed items are skipped.
func total(items []catalog.Pricer, qty int, tag string) int {
	sum := 0
	for _, it := range items {
		if it.Name() == "" {
			continue
		}
		sum += it.Price(qty)
	}
	fmt.Println("priced", tag)
	return sum
}

func main() {
	cart := []catalog.Pricer{
		catalog.Flat{Label: "pen", Unit: 3},
		&catalog.Tiered{Base: 5},
	}
	label := strings.ToUpper("spring")
	due := total(cart, 12, label)

	extras := []catalog.Pricer{catalog.Flat{Unit: 1}}
	fee := total(extras, 2, "extras")

	fmt.Println("due", due, "fee", fee)
}
