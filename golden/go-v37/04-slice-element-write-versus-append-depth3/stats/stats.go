// Package stats holds small helpers over integer readings.
package stats

// Scale multiplies every element in place; the caller sees the change
// because the slice shares its backing array with the caller's.
func Scale(vals []int, k int) {
	for i := range vals {
		vals[i] *= k
	}
}

// Pad appends to its own slice header; the caller's slice keeps its
// length, so the caller never sees the padding.
func Pad(vals []int, fill int, n int) {
	for len(vals) < n {
		vals = append(vals, fill)
	}
}

// Sum adds up the readings.
func Sum(vals []int) int {
	total := 0
	for _, v := range vals {
		total += v
	}
	return total
}
