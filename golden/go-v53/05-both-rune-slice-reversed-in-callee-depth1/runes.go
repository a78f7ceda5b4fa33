package main

import (
	"fmt"
	"unicode"
)

// reverse reverses rs in place.
func reverse(rs []rune) {
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
}

// mirror returns word spelled backwards and the number of upper-case
// letters in it.
func mirror(word string) (string, int) {
	rs := []rune(word)
	upper := 0
	for _, r := range word {
		if unicode.IsUpper(r) {
			upper++
		}
	}
	reverse(rs)
	out := string(rs)
	return out, upper
}

// show prints a result in brackets.
func show(s string) {
	fmt.Printf("[%s]\n", s)
}
