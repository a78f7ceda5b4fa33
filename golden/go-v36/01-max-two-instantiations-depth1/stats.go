package main

import "cmp"

// Max returns the larger of two ordered values.
func Max[T cmp.Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

// Min returns the smaller of two ordered values.
func Min[T cmp.Ordered](a, b T) T {
	if a < b {
		return a
	}
	return b
}

// Clamp keeps v inside the closed range [lo, hi].
func Clamp[T cmp.Ordered](v, lo, hi T) T {
	return Min(Max(v, lo), hi)
}
