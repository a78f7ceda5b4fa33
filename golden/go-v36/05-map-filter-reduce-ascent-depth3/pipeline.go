package main

import "fmt"

// Map applies f to every element of xs.
func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

// Filter keeps the elements of xs for which keep reports true.
func Filter[T any](xs []T, keep func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if !keep(x) {
			continue
		}
		out = append(out, x)
	}
	return out
}

// Reduce folds xs into an accumulator, tracing each step under label.
func Reduce[T, A any](label string, xs []T, init A, f func(A, T) A) A {
	acc := init
	for i, x := range xs {
		acc = f(acc, x)
		trace(label, i, acc)
	}
	return acc
}

// trace prints one step of a fold unless label is empty.
func trace(label string, step int, v any) {
	if label == "" {
		return
	}
	fmt.Printf("%s step %d: %v\n", label, step, v)
}
