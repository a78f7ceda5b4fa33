package main

import (
	"fmt"

	"example.com/g03/ledger"
)

func main() {
	lines := []string{"rent, 1200.00", "food 35.10", "fuel, 4O.00", "cafe, 3.5", "books, 18.25"}
	bad := 0
	balance := 0
	for _, line := range lines {
		e, err := ledger.ParseEntry(line)
		if err != nil {
			bad++
			fmt.Println("skip:", err)
			continue
		}
		balance += e.Cents
	}
	fmt.Println("bad lines:", bad)
	fmt.Println("balance:", balance)
}
