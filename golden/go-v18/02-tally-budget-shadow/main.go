package main

import (
	"fmt"

	"example.com/s02/ledger"
)

func main() {
	march := []string{"rent:60", "fee:x", "food:$30", "car:50", "gift"}
	budget := 100
	spent, skipped := ledger.Tally(march, budget)
	fmt.Println("march:", spent, "spent,", skipped, "skipped")
	if spent < budget {
		budget := budget - spent
		fmt.Println("left for march:", budget)
	}
	april, _ := ledger.Tally([]string{"rent:60", "food:$30"}, budget)
	fmt.Println("april:", april)
}
