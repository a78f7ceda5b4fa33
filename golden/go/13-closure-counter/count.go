package app

func Count(words []string, step int) int {
	count := 0
	label := "words"
	inc := func() {
		count += step
	}
	peek := func() int {
		return count
	}
	for _, w := range words {
		if w != "" {
			inc()
		}
	}
	println(label, peek())
	return count
}
