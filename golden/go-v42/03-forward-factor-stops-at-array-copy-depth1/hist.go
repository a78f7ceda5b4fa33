package main

// addSample counts v in its bucket; h points at the caller's histogram.
func addSample(h *[4]int, v int, width int) {
	b := v / width
	if b > 3 {
		b = 3
	}
	h[b]++
}

// scaled returns the histogram with every bucket multiplied by factor.
// h is a copy of the caller's array.
func scaled(h [4]int, factor int) [4]int {
	for i := 0; i < 4; i++ {
		h[i] *= factor
	}
	return h
}

// peak returns the index of the fullest bucket.
func peak(h [4]int) int {
	best := 0
	for i := 1; i < 4; i++ {
		if h[i] > h[best] {
			best = i
		}
	}
	return best
}
