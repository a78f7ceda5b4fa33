package main

import "slices"

// position returns where name sits in the catalogue, or -1 when it is not
// stocked at all.
func position(catalogue []string, name string) int {
	if !slices.Contains(catalogue, name) {
		return -1
	}
	return slices.Index(catalogue, name)
}

// neighbours returns the entries either side of index i ("" at the ends).
func neighbours(catalogue []string, i int) (string, string) {
	prev, next := "", ""
	if i > 0 {
		prev = catalogue[i-1]
	}
	if i+1 < len(catalogue) {
		next = catalogue[i+1]
	}
	return prev, next
}
