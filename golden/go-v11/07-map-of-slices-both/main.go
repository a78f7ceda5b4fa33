package main

import (
	"fmt"

	"example.com/w07/index"
)

func main() {
	byTag := map[string][]string{}
	seen := map[string]bool{}
	docs := []string{"intro", "setup", "faq"}
	tags := [][]string{{"go", "start"}, {"go", "ops"}, {"help"}}
	for i, doc := range docs {
		index.Add(byTag, tags[i], doc)
		seen[doc] = true
	}
	sizes := index.Sizes(byTag)
	for _, t := range index.Sorted(sizes) {
		fmt.Println(t, sizes[t], byTag[t])
	}
	fmt.Println(len(seen), len(byTag))
}
