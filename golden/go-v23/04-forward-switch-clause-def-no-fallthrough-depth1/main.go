package main

import (
	"fmt"
	"strings"

	"example.com/g04/pricing"
)

type request struct {
	kind string
	n    int
}

func main() {
	reqs := []request{{"bulk", 12}, {"sample", 2}, {"gift", 1}, {"rental", 3}}
	var lines []string
	failed := 0
	for _, r := range reqs {
		text, err := pricing.Quote(r.kind, r.n)
		if err != nil {
			failed++
			fmt.Println("skip:", err)
			continue
		}
		lines = append(lines, text)
	}
	fmt.Println(strings.Join(lines, "\n"))
	fmt.Println("failed:", failed)
}
