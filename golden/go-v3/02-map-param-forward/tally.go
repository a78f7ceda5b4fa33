package app

func bump(m map[string]int, key string, by int) {
	m[key] += by
}

func drop(m map[string]int, key string) {
	delete(m, key)
}

func Tally(words []string, weight int) map[string]int {
	counts := map[string]int{}
	seen := map[string]int{}
	for _, w := range words {
		bump(counts, w, weight)
		bump(seen, w, 1)
	}
	drop(counts, "the")
	println(len(seen))
	return counts
}

func Top(words []string) int {
	c := Tally(words, 3)
	return c["go"]
}

func Main() {
	println(Top([]string{"go", "the", "go"}))
}
