package vec

// addCapped adds step to x without going past 50.
func addCapped(x, step int) int {
	if x+step > 50 {
		return 50
	}
	return x + step
}

// Bump returns a copy of v with every component raised by step.
// v is the callee's own copy: the caller's array is left alone.
func Bump(v [3]int, step int) [3]int {
	for i := range v {
		v[i] = addCapped(v[i], step)
	}
	return v
}

// Sum adds up the components of v.
func Sum(v [3]int) int {
	t := 0
	for _, x := range v {
		t += x
	}
	return t
}
