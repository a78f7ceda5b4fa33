package main

// skippedTotal counts, over all calls, the values that keep rejected.
var skippedTotal int

// CountUntil walks xs in order and counts the values keep accepts,
// stopping at the first value equal to stop.
func CountUntil(xs []int, stop int, keep func(int) bool) int {
	n := 0
	skipped := 0
	for _, x := range xs {
		if x == stop {
			break
		}
		if !keep(x) {
			skipped++
			continue
		}
		n++
	}
	skippedTotal += skipped
	return n
}
