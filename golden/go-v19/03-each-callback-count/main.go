package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/c03/batch"
)

func main() {
	items := []batch.Item{{SKU: "A1", Qty: 2}, {SKU: "B7", Qty: 0}, {SKU: "C3", Qty: 5}}
	limit := 0
	if len(os.Args) > 1 {
		limit, _ = strconv.Atoi(os.Args[1])
	}
	total := 0
	var skus []string
	add := func(i int, it batch.Item) {
		total += it.Qty
		skus = append(skus, it.SKU)
	}
	n := batch.Each(items, limit, add)
	fmt.Println(n, "lines,", total, "units:", skus)
}
