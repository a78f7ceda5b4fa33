package main

import (
	"fmt"

	"example.com/g02/scan"
)

func check(lines []string) int {
	bad := 0
	for n, ln := range lines {
		trimmed := ln
		if len(trimmed) > 0 && trimmed[0] == '#' {
			continue
		}
		_, err := scan.Fields(trimmed)
		if err != nil {
			fmt.Printf("line %d: %v\n", n+1, err)
			bad++
		}
	}
	return bad
}

func main() {
	words, _ := scan.Fields(`go "to town" now ; ignored "`)
	fmt.Println(len(words), words)
	fmt.Println(check([]string{`# "`, `say "hi`, `a b`}))
}
