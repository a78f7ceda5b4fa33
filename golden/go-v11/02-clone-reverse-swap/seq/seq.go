package seq

// Reverse reverses xs in place.
func Reverse[T any](xs []T) {
	for i, j := 0, len(xs)-1; i < j; i, j = i+1, j-1 {
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// Clone returns a copy of xs that shares no storage with it.
func Clone[T any](xs []T) []T {
	out := make([]T, len(xs))
	copy(out, xs)
	return out
}

// Last returns the last element of xs and whether there was one.
func Last[T any](xs []T) (T, bool) {
	var zero T
	if len(xs) == 0 {
		return zero, false
	}
	return xs[len(xs)-1], true
}
