package main

import "fmt"

// Settle charges a fee on the amounts above the limit and keeps the rest.
func Settle(amounts []int, limit int) (int, int) {
	fee := 3
	spent := 0
	kept := 0
	charge := func(a int) {
		spent += a + fee
	}
	keep := func(a int) {
		kept += a
	}
	describe := func() string {
		return fmt.Sprintf("fee=%d limit=%d", fee, limit)
	}
	for _, a := range amounts {
		if a > limit {
			charge(a)
		} else {
			keep(a)
		}
	}
	fmt.Println(describe())
	return spent, kept
}
