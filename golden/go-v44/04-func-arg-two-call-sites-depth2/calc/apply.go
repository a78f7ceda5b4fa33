package calc

// Apply maps every element through fn and sums the results,
// stopping at the first negative element.
func Apply(xs []int, fn func(int) int) int {
	sum := 0
	count := 0
	for _, x := range xs {
		if x < 0 {
			break
		}
		sum += fn(x)
		count++
	}
	if count == 0 {
		return -1
	}
	return sum
}
