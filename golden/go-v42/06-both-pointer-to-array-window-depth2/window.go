package main

// push shifts the window left by one and puts v last; w points at the
// caller's array, so the shift is visible to the caller.
func push(w *[4]int, v int) {
	for i := 0; i < 3; i++ {
		w[i] = w[i+1]
	}
	w[3] = v
}

// mean averages a copy of the window.
func mean(w [4]int) int {
	t := 0
	for _, x := range w {
		t += x
	}
	return t / 4
}

// smooth feeds every reading through the window and returns the last mean.
func smooth(readings []int, w *[4]int) int {
	m := 0
	for _, r := range readings {
		push(w, r)
		m = mean(*w)
	}
	return m
}
