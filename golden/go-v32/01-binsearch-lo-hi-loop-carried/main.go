package main

import "fmt"

// lowerBound returns the index of target in the sorted slice xs, or the
// position where it would be inserted, and whether it was found.
func lowerBound(xs []int, target int) (int, bool) {
	lo := 0
	hi := len(xs) - 1
	probes := 0
	for lo <= hi {
		mid := lo + (hi-lo)/2
		probes++
		if xs[mid] == target {
			return mid, true
		} else if xs[mid] < target {
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	fmt.Println("probes:", probes)
	return lo, false
}

func main() {
	prices := []int{3, 8, 15, 21, 40, 55}
	at, ok := lowerBound(prices, 22)
	fmt.Println(at, ok)
	at, ok = lowerBound(prices, 40)
	fmt.Println(at, ok)
}
