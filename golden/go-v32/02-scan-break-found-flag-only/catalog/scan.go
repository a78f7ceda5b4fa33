package catalog

import "strings"

// Find scans skus for the first one with the given prefix and reports its
// index and whether any matched.
func Find(skus []string, prefix string) (int, bool) {
	idx := -1
	found := false
	for i, s := range skus {
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, prefix) {
			idx = i
			found = true
			break
		}
	}
	return idx, found
}

// Position returns only the index of the first match.
func Position(skus []string, prefix string) int {
	i, _ := Find(skus, prefix)
	return i
}
