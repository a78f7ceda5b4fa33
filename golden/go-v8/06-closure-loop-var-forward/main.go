package main

import (
	"fmt"
	"sort"
)

func main() {
	var orders []Order
	for n := range 12 {
		region := []string{"eu", "us", "apac"}[n%3]
		orders = append(orders, Order{Region: region, Qty: n + 1, Rush: n%4 == 0})
	}
	weights := map[string]int{"eu": 2, "us": 3}
	totals, rush, bonuses := Tally(orders, weights, 5)
	regions := make([]string, 0, len(totals))
	for r := range totals {
		regions = append(regions, r)
	}
	sort.Strings(regions)
	for _, r := range regions {
		fmt.Println(r, totals[r])
	}
	fmt.Println("rush orders:", rush)
	fmt.Println("loyalty bonuses:", bonuses)
}
