package main

import "fmt"

// newStock builds the two indexes over the stock records.
func newStock() (map[string]Item, map[int]*Item) {
	names := map[string]Item{"bolt": {Name: "bolt", Qty: 5}}
	ids := map[int]*Item{7: {Name: "nut", Qty: 9}}
	return names, ids
}

func main() {
	names, ids := newStock()
	delta := 2
	left := Apply(names, ids, delta)
	fmt.Println("bolt copy would have", left)
	fmt.Println("bolt in map:", names["bolt"])
	fmt.Println("nut in map:", ids[7].Qty)
	Restore(names, "bolt", left)
	fmt.Println("bolt restored:", names["bolt"])
}
