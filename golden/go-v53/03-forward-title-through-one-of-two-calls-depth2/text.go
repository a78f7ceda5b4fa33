package main

import (
	"strings"
	"unicode"
)

// capitalize upper-cases the first rune of every word of s.
func capitalize(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		rs := []rune(w)
		rs[0] = upperRune(rs[0])
		words[i] = string(rs)
	}
	return strings.Join(words, " ")
}

// upperRune maps a lower-case letter to upper case and leaves every
// other rune alone.
func upperRune(r rune) rune {
	if unicode.IsLower(r) {
		return unicode.ToUpper(r)
	}
	return r
}

// digits counts the decimal digits of s.
func digits(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			n++
		}
	}
	return n
}
