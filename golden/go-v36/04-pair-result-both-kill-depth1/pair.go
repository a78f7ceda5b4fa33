package main

import "fmt"

// Pair couples a key with a value.
type Pair[K comparable, V any] struct {
	Key K
	Val V
}

// MakePair builds a Pair from its two halves.
func MakePair[K comparable, V any](k K, v V) Pair[K, V] {
	return Pair[K, V]{Key: k, Val: v}
}

// Largest returns the entry of m with the largest count; note only
// labels the trace line.
func Largest[K comparable](m map[K]int, note string) Pair[K, int] {
	var best Pair[K, int]
	first := true
	for k, v := range m {
		if first || v > best.Val {
			best = MakePair(k, v)
			first = false
		}
	}
	fmt.Println("scanned", len(m), "entries for", note)
	return best
}
