package tally

// Add counts one more occurrence of k.
func Add(m map[string]int, k string) {
	m[k]++
}

// Drop forgets k.
func Drop(m map[string]int, k string) {
	delete(m, k)
}

// Total returns the number of counted occurrences.
func Total(m map[string]int) int {
	n := 0
	for _, c := range m {
		n += c
	}
	return n
}
