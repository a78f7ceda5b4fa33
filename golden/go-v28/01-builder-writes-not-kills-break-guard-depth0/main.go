package main

import (
	"fmt"
	"strings"
)

// joinTags renders tags as "#A, #B" and stops after limit tags.
func joinTags(tags []string, sep string, limit int) string {
	var b strings.Builder
	kept := 0
	for _, t := range tags {
		t = strings.TrimSpace(t)
		if t == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(sep)
		}
		b.WriteByte('#')
		b.WriteString(strings.ToUpper(t))
		kept++
		if kept >= limit {
			break
		}
	}
	size := b.Len()
	summary := fmt.Sprintf("%d tags, %d bytes", kept, size)
	fmt.Println(summary)
	out := b.String()
	return out
}

func main() {
	line := joinTags([]string{"go", " ", "text ", "bytes", "runes"}, ", ", 3)
	fmt.Println(line)
}
