package main

import "fmt"

// find is a hand-written binary search over an ascending slice. It returns
// the index of target, or -1 after reporting how many probes the miss took.
func find(sorted []int, target int) int {
	lo := 0
	hi := len(sorted) - 1
	probes := 0
	for lo <= hi {
		mid := lo + (hi-lo)/2
		probes++
		if sorted[mid] == target {
			return mid
		}
		if sorted[mid] < target {
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	fmt.Println("miss after", probes, "probes")
	return -1
}
