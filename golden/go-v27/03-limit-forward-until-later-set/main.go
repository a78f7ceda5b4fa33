package main

import (
	"fmt"

	"example.com/s03/limits"
)

func main() {
	limit := 8
	limits.Set(limit)
	small := limits.Allow(5)
	fmt.Println("small", small)
	big := limits.Allow(12)
	limits.Set(100)
	later := limits.Allow(12)
	fmt.Println(big, later)
	fmt.Println("limit", limit)
}
