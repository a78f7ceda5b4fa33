package main

import "cmp"

// Bag counts how often each key was seen.
type Bag[K cmp.Ordered] struct {
	counts  map[K]int
	skipped int
}

// NewBag returns an empty bag.
func NewBag[K cmp.Ordered]() *Bag[K] {
	return &Bag[K]{counts: map[K]int{}}
}

// Add records n more occurrences of k.
func (b *Bag[K]) Add(k K, n int) {
	b.counts[k] += n
}

// Top returns the most frequent key (the smallest one on ties) and how
// many keys reached least; keys seen fewer than least times never win.
func (b *Bag[K]) Top(least int) (K, int) {
	var best K
	high := 0
	kept := 0
	floor := Max(least, 1)
	for k, c := range b.counts {
		if c < floor {
			b.skipped++
			continue
		}
		kept++
		if c > high || (c == high && k < best) {
			best = k
			high = c
		}
	}
	return best, kept
}

// Max returns the larger of a and b.
func Max[T cmp.Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}
