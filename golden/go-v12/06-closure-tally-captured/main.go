package main

import (
	"fmt"
	"os"
	"strings"

	"example.com/g06/text"
)

// stopWords turns a comma-separated list into a set.
func stopWords(list string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Split(list, ",") {
		set[strings.TrimSpace(w)] = true
	}
	return set
}

func main() {
	lines := []string{"The cat and the hat", "a cat in a hat", "Hats off"}
	stop := stopWords("the, and, in")
	strict := len(os.Args) > 1 && os.Args[1] == "-strict"
	counts, kept, msg := text.Tally(lines, stop, strict)
	fmt.Println(msg)
	fmt.Println(kept, "words kept,", counts["cat"], "of them cat")
}
