package main

import (
	"fmt"

	"example.com/s06/pricing"
)

func main() {
	before := pricing.Gross(100)
	input := 0.1
	pricing.SetRate(input)
	a := pricing.Gross(50)
	pricing.Rate = 0.5
	b := pricing.Gross(50)
	pricing.SetRate(0.3)
	c := pricing.Gross(10)
	fmt.Println(before, b)
	fmt.Println(a, c, pricing.Calls)
}
