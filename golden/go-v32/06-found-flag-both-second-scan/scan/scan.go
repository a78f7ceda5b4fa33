package scan

// FirstOver returns the index of the first value of xs above limit and
// whether there is one.
func FirstOver(xs []int, limit int) (int, bool) {
	idx := -1
	found := false
	for i, x := range xs {
		if x > limit {
			idx = i
			found = true
			break
		}
	}
	return idx, found
}
