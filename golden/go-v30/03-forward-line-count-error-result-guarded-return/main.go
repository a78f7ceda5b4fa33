package main

import (
	"fmt"
	"strings"

	"example.com/g03/cfg"
)

func load(text string) (int, error) {
	text = strings.TrimSpace(text)
	pairs, err := cfg.Parse(text)
	if err != nil {
		return 0, fmt.Errorf("load: %w", err)
	}
	set := 0
	for _, p := range pairs {
		if p.Val != "" {
			set++
		}
	}
	return set, nil
}

func main() {
	n, err := load("a=1\nb=\n\nc=3\n")
	fmt.Println(n, err)
	_, err = load("a=1\n\nbroken\n")
	fmt.Println(err)
}
