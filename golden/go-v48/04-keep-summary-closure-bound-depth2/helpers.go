package main

import (
	"cmp"
	"fmt"
)

// Keep passes val through unchanged; note is only logged.
func Keep[T any](val T, note string) T {
	msg := "keep: " + note
	fmt.Println(msg)
	return val
}

// Biggest returns the largest element of xs, or floor when all are smaller.
func Biggest[T cmp.Ordered](xs []T, floor T) T {
	best := floor
	for _, x := range xs {
		best = Max(best, x)
	}
	return best
}

// Max returns the larger of a and b.
func Max[T cmp.Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}
