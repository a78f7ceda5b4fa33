package main

import (
	"sort"
	"strings"
)

// group files every word of at least minLen bytes under its initial.
// index is shared with the caller, so the appends land in the
// caller's map.
func group(index map[string][]string, words []string, minLen int) {
	for _, w := range words {
		if len(w) < minLen {
			continue
		}
		k := initial(w)
		index[k] = append(index[k], w)
	}
}

// initial returns the first letter of w, upper-cased.
func initial(w string) string {
	return strings.ToUpper(w[:1])
}

// sortedKeys lists the keys of m in order, so that the output does
// not depend on the map's iteration order.
func sortedKeys(m map[string][]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
