package main

import (
	"fmt"

	"example.com/g04/stock"
)

func main() {
	st := stock.NewStore()
	spare := stock.NewStore()
	boxes := 12
	price := 250
	if err := st.Receive("tape", boxes, price); err != nil {
		fmt.Println("tape:", err)
	}
	if err := spare.Receive("pins", 40, 2); err != nil {
		fmt.Println("pins:", err)
	}
	st.Receive("glue", 3, 90)
	worth := st.Value()
	fmt.Println("entries", st.Entries())
	fmt.Println("spare", spare.Value())
	fmt.Println("worth", worth)
}
