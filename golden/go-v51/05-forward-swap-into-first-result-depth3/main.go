package main

import "fmt"

// main tallies a batch of readings with a bonus chosen by swapping bounds.
func main() {
	readings := []int{4, 9, 2, 7, 5}
	offset := 3
	threshold := 5
	low, high := offset, threshold
	low, high = high, low
	fmt.Println("low:", low)
	total, count := tally(readings, high)
	fmt.Println("total:", total)
	fmt.Println("count:", count)
	prev, cur := 0, 1
	for cur < total {
		prev, cur = cur, prev+cur
	}
	fmt.Println("fib bracket:", prev, cur)
	fmt.Println("threshold was", threshold)
}
