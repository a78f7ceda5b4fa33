package main

import (
	"fmt"
	"os"
)

// main registers a few tags; run it with any argument (go run . -v)
// to trace every registration.
func main() {
	counts := map[string]int{"go": 1}
	seen := []string{"go"}
	verbose := len(os.Args) > 1
	for _, t := range []string{" Go", "Maps ", "slices", "maps"} {
		register(counts, t, verbose)
		remember(seen, t)
	}
	reset(counts)
	total := 0
	for _, n := range counts {
		total += n
	}
	fmt.Println("tags:", len(counts), "uses:", total)
	fmt.Println("seen:", seen)
}
