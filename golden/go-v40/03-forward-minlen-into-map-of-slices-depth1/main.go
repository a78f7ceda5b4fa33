package main

import (
	"fmt"
	"strings"
)

// main builds two indexes with the same helper: a throwaway one for a
// few extra words, and the real one, which skips words shorter than
// minLen.
func main() {
	words := strings.Fields("apple avocado bean beet cherry corn date fig")
	extra := map[string][]string{}
	group(extra, []string{"kiwi", "kale", "lime"}, 1)
	minLen := 4
	index := map[string][]string{}
	group(index, words, minLen)
	for _, k := range sortedKeys(index) {
		fmt.Println(k, index[k])
	}
	fmt.Println("extra groups:", len(extra))
	fmt.Println("shortest word kept:", minLen, "bytes")
}
