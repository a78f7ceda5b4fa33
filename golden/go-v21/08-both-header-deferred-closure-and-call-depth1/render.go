package main

import (
	"fmt"
	"strings"
)

func logDone(stage string, n int) {
	fmt.Printf("[%s] %d lines\n", stage, n)
}

// render lists the non-empty lines, at most limit of them, under an
// upper-case header. The deferred closure puts the header, with the number
// of items listed, on top once the body is built.
func render(title string, lines []string, limit int) (out string, count int) {
	header := strings.ToUpper(title)
	defer logDone(header, count)
	defer func() {
		out = fmt.Sprintf("%s (%d)\n%s", header, count, out)
	}()
	var b strings.Builder
	for _, l := range lines {
		if l == "" {
			continue
		}
		if count == limit {
			break
		}
		b.WriteString("- " + l + "\n")
		count++
	}
	return b.String(), count
}
