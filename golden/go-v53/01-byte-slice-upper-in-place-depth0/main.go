package main

import (
	"fmt"
	"strings"
)

// banner frames a line of text.
func banner(text string) string {
	bar := strings.Repeat("-", len(text))
	return bar + "\n" + text + "\n" + bar
}

func main() {
	lines := []string{"  hello gopher ", "QUIET Please", " Mixed Case  "}
	for n, raw := range lines {
		word := strings.TrimSpace(raw)
		if n == 1 {
			fmt.Println(whisper(word))
			continue
		}
		fmt.Println(shout(word))
	}
	fmt.Println(banner("done"))
}
