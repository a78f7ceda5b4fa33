package main

import "sort"

// dedupSorted sorts xs in place (the caller sees the new order) and counts
// the distinct values at or above floor.
func dedupSorted(xs []int, floor int) int {
	if len(xs) < 2 {
		return len(xs)
	}
	sort.Ints(xs)
	distinct := 0
	for i, x := range xs {
		if x < floor {
			continue
		}
		if i == 0 || x != xs[i-1] {
			distinct++
		}
	}
	return distinct
}
