package ring

// Tail returns a copy of the last n elements of xs.
func Tail[T any](xs []T, n int) []T {
	if n > len(xs) {
		n = len(xs)
	}
	out := make([]T, n)
	copy(out, xs[len(xs)-n:])
	return out
}

// Fill sets every element of dst to v and returns how many it set.
func Fill[T any](dst []T, v T) int {
	for i := range dst {
		dst[i] = v
	}
	return len(dst)
}

// Mean returns the average of xs, or 0 for an empty slice.
func Mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	return sum / float64(len(xs))
}
