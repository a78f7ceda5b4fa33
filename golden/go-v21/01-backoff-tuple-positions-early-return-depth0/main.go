package main

import "fmt"

// main prints three retry plans and the plan for no retries at all.
func main() {
	last, total := backoff(7, 100, 1000)
	fmt.Println("last delay", last, "ms, waited", total, "ms")
	for _, ceiling := range []int{250, 5000} {
		l, t := backoff(5, 50, ceiling)
		fmt.Printf("ceiling %d: last %d, total %d\n", ceiling, l, t)
	}
	none, _ := backoff(0, 100, 1000)
	fmt.Println("no retries:", none)
}
