package main

import "fmt"

// Find the cheapest item of the basket and compare it with the budget.
func main() {
	names := []string{"tea", "milk", "bread", "eggs"}
	prices := []float64{4.5, 2.25, 9.0, 2.75}
	idx, low := cheapest(prices)
	budget := 10.0
	saving := budget - low
	line := describe(names[idx], low)
	fmt.Println(line)
	fmt.Println("saving vs budget:", saving)
	if saving > 5 {
		fmt.Println("well under budget")
	}
	fmt.Println("items compared:", len(names))
	fmt.Println("budget was", budget)
}
