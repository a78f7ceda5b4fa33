package main

// Filter keeps the elements of xs for which keep returns true.
func Filter[T any](xs []T, keep func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

// Reduce folds xs into one value starting from init.
func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

// Last returns the last element of xs, or def when xs is empty.
func Last[T any](xs []T, def T) T {
	if len(xs) == 0 {
		return def
	}
	return xs[len(xs)-1]
}
