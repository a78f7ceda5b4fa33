package main

import (
	"fmt"
	"strings"
)

// canonical trims and lower-cases a tag.
func canonical(tag string) string {
	t := strings.TrimSpace(tag)
	return strings.ToLower(t)
}

// register counts one more use of tag. The map is shared with the
// caller, so the new count is visible there after the call.
func register(counts map[string]int, tag string, verbose bool) {
	key := canonical(tag)
	if verbose {
		fmt.Println("register", key)
	}
	counts[key]++
}

// remember appends tag to seen, but only its own copy of the slice
// header grows: the caller's slice keeps its length.
func remember(seen []string, tag string) {
	seen = append(seen, tag)
	fmt.Println("remembered", len(seen), "tags locally")
}

// reset is meant to empty the table, but it only rebinds its own
// parameter: the caller's map keeps every entry.
func reset(counts map[string]int) {
	counts = map[string]int{}
	fmt.Println("reset to", len(counts), "entries")
}
