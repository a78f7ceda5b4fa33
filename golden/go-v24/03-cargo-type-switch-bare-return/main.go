package main

import (
	"fmt"

	"example.com/v24s03/cargo"
)

func main() {
	items := []any{"fragile", []string{"ab", "", "cde"}, 3, nil, 2.75, true, 'x'}
	total := 0
	rejected := 0
	for _, it := range items {
		if size, ok := cargo.Size(it); ok {
			total += size
		} else {
			rejected++
		}
	}
	fmt.Println("total", total, "rejected", rejected)
}
