package main

import (
	"fmt"

	"example.com/s02/catalog"
)

func main() {
	stock := []string{"", "AX-10", "BX-20", "BX-21"}
	want := "BX"
	pos, ok := catalog.Find(stock, want)
	label := "missing"
	if ok {
		label = fmt.Sprintf("first at %d", pos)
	}
	fmt.Println(want, label)
	fmt.Println("via Position:", catalog.Position(stock, "AX"))
}
