package main

import (
	"fmt"
	"strings"

	"example.com/w08/batch"
)

// ship sends lines in batches; a "#" line closes the current batch early.
func ship(lines []string, size int) [][]string {
	b := batch.New(size)
	flush := func(why string) {
		fmt.Printf("flush (%s): %d pending\n", why, b.Pending())
		b.Flush()
	}
	status := func() {
		fmt.Println(len(b.Sent()), "batches sent,", b.Pending(), "pending")
	}
	for _, ln := range lines {
		if strings.HasPrefix(ln, "#") {
			flush("section")
			continue
		}
		b.Add(strings.TrimSpace(ln))
	}
	status()
	flush("end")
	status()
	return b.Sent()
}

func main() {
	src := "a\nb\n# part 2\nc\nd\ne\nf"
	for i, lines := range ship(strings.Split(src, "\n"), 3) {
		fmt.Println(i, lines)
	}
}
