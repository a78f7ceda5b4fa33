package main

import "fmt"

// cheapest scans the prices once, tracking the lowest price and the index
// where it sits, and reports the average on the way.
func cheapest(prices []float64) (int, float64) {
	bestIdx := 0
	best := prices[0]
	total := 0.0
	for i, p := range prices {
		total += p
		if p < best {
			best = p
			bestIdx = i
		}
	}
	fmt.Printf("average %.2f over %d items\n", total/float64(len(prices)), len(prices))
	return bestIdx, best
}

// describe formats one line of the shopping summary.
func describe(item string, price float64) string {
	tag := "regular"
	if price < 2.5 {
		tag = "bargain"
	}
	return fmt.Sprintf("%s at %.2f (%s)", item, price, tag)
}
