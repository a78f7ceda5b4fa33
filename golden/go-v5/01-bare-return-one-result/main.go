package main

import (
	"fmt"
	"strings"
)

func Header(line string, width int) string {
	name, n, err := parsePair(line)
	if err != nil {
		n = width
	}
	title := strings.ToUpper(name)
	return fmt.Sprintf("%-*s|%d", width, title, n)
}

func Banner(lines []string) string {
	var b strings.Builder
	for i, l := range lines {
		if i > 0 {
			b.WriteString("\n")
		}
		h := Header(l, 12)
		b.WriteString(h)
	}
	return b.String()
}

func main() {
	fmt.Println(Banner([]string{" Host = 80", "port=x", "bare"}))
}
