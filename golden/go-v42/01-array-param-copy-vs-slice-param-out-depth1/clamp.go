package main

// clampArray caps every reading at hi and reports how many it capped.
// The array a is a copy of the caller's, so the caps never reach the caller.
func clampArray(a [3]int, hi int) int {
	capped := 0
	for i := range a {
		if a[i] > hi {
			a[i] = hi
			capped++
		}
	}
	return capped
}

// clampSlice caps every reading at hi and reports how many it capped.
// The slice s shares its backing array with the caller's slice.
func clampSlice(s []int, hi int) int {
	capped := 0
	for i := range s {
		if s[i] > hi {
			s[i] = hi
			capped++
		}
	}
	return capped
}
