package buf

// Push appends v and returns the grown slice.
func Push(xs []int, v int) []int {
	xs = append(xs, v)
	return xs
}

// PushAll appends every value of vs, one at a time.
func PushAll(xs []int, vs ...int) []int {
	for _, v := range vs {
		xs = Push(xs, v)
	}
	return xs
}

// Sum adds up the values.
func Sum(xs []int) int {
	total := 0
	for _, x := range xs {
		total += x
	}
	return total
}
