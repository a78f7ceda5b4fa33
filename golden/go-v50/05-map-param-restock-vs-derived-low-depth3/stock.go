package main

import "sort"

// Stock maps a part number to the units on hand.
type Stock map[string]int

// Restock raises every listed part below floor up to floor and returns
// how many units were ordered. s is a map parameter: the caller sees the writes.
func Restock(s Stock, parts []string, floor int) int {
	ordered := 0
	for _, p := range parts {
		if s[p] >= floor {
			continue
		}
		ordered += floor - s[p]
		s[p] = floor
	}
	return ordered
}

// Low lists the parts under limit, sorted; it only reads the stock.
func (s Stock) Low(limit int) []string {
	var out []string
	for p, n := range s {
		if n < limit {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}
