package main

import (
	"fmt"

	"example.com/s05/limiter"
)

func main() {
	name := "Pro"
	scale := 2
	plan := limiter.Lookup(name)
	fmt.Println("plan", plan.Name, "window", plan.Per)

	burst := plan.Burst * scale
	b := limiter.NewBucket(burst)
	requests := []int{3, 4, 5, 6, 2, 9}
	served, rejected := 0, 0
	for _, cost := range requests {
		if b.Take(cost) {
			served++
		} else {
			rejected++
		}
	}
	fmt.Println("served", served, "rejected", rejected)

	audit := limiter.NewBucket(plan.Burst)
	fmt.Println("audit capacity", audit.Capacity)
}
