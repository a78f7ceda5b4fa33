package sieve

// Above returns a predicate that accepts values above limit plus a
// ten percent margin.
func Above(limit int) func(int) bool {
	margin := limit / 10
	return func(v int) bool {
		return v > limit+margin
	}
}

// Filter keeps the values accepted by keep, in order.
func Filter(xs []int, keep func(int) bool) []int {
	var out []int
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}
