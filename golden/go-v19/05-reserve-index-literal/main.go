package main

import (
	"fmt"
	"os"

	"example.com/c05/stock"
)

func main() {
	inv := []stock.Line{{SKU: "A1", Qty: 5}, {SKU: "B7", Qty: 2}, {SKU: "C3", Qty: 8}}
	skus := []string{"A1", "B7", "A1"}
	qtys := []int{3, 4, 1}
	if len(os.Args) > 1 {
		inv[1].Qty += 10
	}
	missing, empty := stock.Reserve(inv, skus, qtys)
	fmt.Println(missing, "units missing,", empty, "lines empty")
	for _, ln := range inv {
		fmt.Println(ln.SKU, ln.Qty-ln.Reserved, "free")
	}
}
