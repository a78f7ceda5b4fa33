package main

import (
	"fmt"
	"sort"
)

// printTable shows the limits table in key order.
func printTable(limits map[string]int) {
	keys := make([]string, 0, len(limits))
	for k := range limits {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("  %s: %d\n", k, limits[k])
	}
}

func main() {
	limits := map[string]int{"ana": 40, "bo": 250, "cruz": 15}
	revoked := []string{"cruz"}
	users := []string{"ana", "bo", "cruz", "dee"}
	total := 0
	for _, u := range users {
		total += effectiveLimit(limits, revoked, u, 10)
	}
	fmt.Println("total budget:", total)
	printTable(limits)
}
