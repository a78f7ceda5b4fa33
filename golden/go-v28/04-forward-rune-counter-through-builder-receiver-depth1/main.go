package main

import (
	"fmt"
	"strconv"
	"strings"
)

func report(words []string) string {
	var b strings.Builder
	total := 0
	for n, w := range words {
		if w == "" {
			continue
		}
		total += len(w)
		b.WriteString(strconv.Itoa(n + 1))
		b.WriteString(". ")
		line := summarize(w)
		b.WriteString(line)
		b.WriteByte('\n')
	}
	size := b.Len()
	fmt.Printf("%d letters, %d bytes\n", total, size)
	return b.String()
}

func main() {
	out := report([]string{"Audio", "", "rhythm", "Queue"})
	fmt.Print(out)
}
