package main

import "strings"

// item is a named score.
type item struct {
	name  string
	score int
}

// summarize lists, in lower case, the items scoring at least floor,
// after a heading.
func summarize(title string, items []item, floor int) string {
	var parts []string
	for _, it := range items {
		if it.score < floor {
			continue
		}
		label := strings.ToLower(it.name)
		parts = append(parts, label)
	}
	var sb strings.Builder
	sb.WriteString(title)
	sb.WriteString(": ")
	sb.WriteString(strings.Join(parts, ", "))
	return sb.String()
}
