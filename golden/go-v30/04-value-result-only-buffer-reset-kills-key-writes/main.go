package main

import (
	"fmt"

	"example.com/g04/lex"
)

func keyOf(line string) string {
	k, _ := lex.SplitPair("  " + line)
	return k
}

func main() {
	lines := []string{"  name = Ada Lovelace", "lang=Go", "broken"}
	width := 0
	for n, ln := range lines {
		_, v := lex.SplitPair(ln)
		if v == "" {
			fmt.Println(n, keyOf(ln), "has no value")
			continue
		}
		width = max(width, len(v))
		fmt.Printf("%d %q\n", n, v)
	}
	fmt.Println("widest value:", width)
}
