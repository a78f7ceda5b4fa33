package main

// Number is any numeric type Scale accepts.
type Number interface {
	~int | ~float64
}

// Scale multiplies v by k and adds offset.
func Scale[T Number](v, k, offset T) T {
	r := v * k
	out := r + offset
	return out
}

// Map applies f to every element of xs.
func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}
