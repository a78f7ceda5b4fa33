package main

// tally sums xs, adds bonus to the sum, and counts the elements.
func tally(xs []int, bonus int) (int, int) {
	sum := 0
	n := 0
	for _, x := range xs {
		sum += x
		n++
	}
	sum = adjust(sum, bonus)
	return sum, n
}

// adjust adds a positive bonus to v; a non-positive bonus is ignored.
func adjust(v, bonus int) int {
	if bonus > 0 {
		return v + bonus
	}
	return v
}

// clampCount caps a count at limit.
func clampCount(n, limit int) int {
	if n > limit {
		return limit
	}
	return n
}
