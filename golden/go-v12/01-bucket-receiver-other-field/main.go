package main

import (
	"fmt"

	"example.com/g01/ratelimit"
)

func main() {
	capacity := 8
	burst := 3
	lim := ratelimit.New(capacity, 2)
	lim.Reserve(burst)
	fmt.Println("available", lim.Available())
	clock := 1
	cost := burst * 2
	ok := lim.Allow(clock, cost)
	fmt.Println("allowed", ok)
	lim.Reserve(1)
	fmt.Println("available", lim.Available())
}
