package main

import "cmp"

// Pair holds a key and the value stored under it.
type Pair[K comparable, V any] struct {
	Key K
	Val V
}

// MakePair builds a Pair from k and v.
func MakePair[K comparable, V any](k K, v V) Pair[K, V] {
	return Pair[K, V]{Key: k, Val: v}
}

// Max returns the larger of a and b.
func Max[T cmp.Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}
