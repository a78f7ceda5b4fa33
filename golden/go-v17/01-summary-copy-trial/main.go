package main

import (
	"fmt"

	"example.com/m01/stats"
)

// profile summarizes the non-negative samples. probe is a what-if value:
// it is tried on copies and must not end up in the result.
func profile(samples []int, probe int) stats.Summary {
	var sum stats.Summary
	for _, v := range samples {
		if v < 0 {
			continue
		}
		sum.Observe(v)
	}
	trial := sum
	trial.Observe(probe)
	fmt.Println("spread with probe:", trial.Spread())
	preview := sum.With(probe)
	fmt.Println("mean with probe:", preview.Mean())
	fmt.Println("spread now:", sum.Spread())
	return sum
}

func main() {
	samples := []int{4, -1, 9, 5}
	probe := 40
	s := profile(samples, probe)
	fmt.Println(s.Count, s.Sum, s.Max)
}
