package stats

// Range returns the smallest and the largest value of xs, skipping the
// values under floor.
func Range(xs []int, floor int) (int, int) {
	lo := xs[0]
	hi := xs[0]
	for _, x := range xs {
		if x < floor {
			continue
		}
		if x < lo {
			lo = x
		}
		if x > hi {
			hi = x
		}
	}
	return lo, hi
}

// Spread is the distance between the two extremes of xs.
func Spread(xs []int) int {
	lo, hi := Range(xs, 0)
	width := hi - lo
	return width
}
