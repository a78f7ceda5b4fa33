package app

func Tally(words []string, banned string) map[string]int {
	counts := map[string]int{}
	seen := map[string]bool{}
	for _, w := range words {
		counts[w]++
		seen[w] = true
	}
	delete(counts, banned)
	clear(seen)
	return counts
}
