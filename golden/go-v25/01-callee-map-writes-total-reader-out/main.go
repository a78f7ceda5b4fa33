package main

import (
	"fmt"
	"strings"

	"example.com/s01/tally"
)

func countWords(text string, stop map[string]bool) map[string]int {
	counts := make(map[string]int)
	seen := 0
	for _, w := range strings.Fields(text) {
		w = strings.ToLower(w)
		seen++
		if stop[w] {
			continue
		}
		tally.Add(counts, w)
	}
	total := tally.Total(counts)
	tally.Drop(counts, "the")
	fmt.Println("seen", seen, "total", total)
	return counts
}

func main() {
	stop := map[string]bool{"a": true, "and": true}
	label := "words"
	counts := countWords("The cat saw a dog and the cat ran", stop)
	fmt.Println(label, len(counts), counts["cat"])
}
