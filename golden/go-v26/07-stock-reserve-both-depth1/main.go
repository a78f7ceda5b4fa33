package main

import (
	"fmt"
	"strings"

	"example.com/d07/inventory"
)

func alert(sku string, left int) {
	fmt.Printf("low stock: %s (%d)\n", sku, left)
}

func fill(st *inventory.Store, sku string, qty int) string {
	label := strings.ToUpper(sku)
	if qty <= 0 {
		qty = 1
	}
	left, err := st.Reserve(sku, qty)
	if err != nil {
		return "backorder " + label
	}
	if left < 3 {
		alert(label, left)
	}
	return fmt.Sprintf("%s: %d left", label, left)
}

func main() {
	bolts := inventory.New(map[string]int{"bolt": 10})
	nuts := inventory.New(map[string]int{"nut": 2})
	fmt.Println(fill(bolts, " Bolt", 8))
	fmt.Println(fill(nuts, "nut", 5))
}
