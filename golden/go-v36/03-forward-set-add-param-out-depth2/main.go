package main

import (
	"fmt"
	"strings"
)

// collect returns the distinct lower-cased words, skipping the stop word.
func collect(words []string, stop string) *Set[string] {
	seen := NewSet[string]()
	for _, w := range words {
		if w == stop {
			continue
		}
		seen.Add(strings.ToLower(w))
	}
	return seen
}

func main() {
	text := []string{"Go", "is", "fun", "go", "is", "fast"}
	ids := NewSet[int]()
	ids.Add(7)
	ids.Add(7)
	vocab := collect(text, "is")
	fmt.Println("ids:", ids.Size(), ids.Has(7))
	fmt.Println("words:", vocab.Size())
	if vocab.Has("go") {
		fmt.Println("mentions go")
	}
}
