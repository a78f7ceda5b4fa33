package main

import "fmt"

// main grades a batch of readings against a computed failure limit and
// probes one reading against a fixed limit.
func main() {
	readings := []int{-3, 12, 48, 75}
	base := 30
	limit := base * 2
	warn := 10
	var hot []int
	for _, r := range readings {
		s := classify(r, warn, limit)
		if s == "FAIL" {
			hot = append(hot, r)
		}
		fmt.Println(r, s)
	}
	probe := classify(55, warn, 50)
	fmt.Println("probe:", probe)
	fmt.Println("hot:", hot)
}
