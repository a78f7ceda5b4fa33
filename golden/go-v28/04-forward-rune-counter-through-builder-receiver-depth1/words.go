package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// summarize counts the vowels of word and rates how open it sounds.
func summarize(word string) string {
	vowels := 0
	upper := 0
	for i, r := range word {
		if i == 0 && unicode.IsUpper(r) {
			upper++
		}
		if strings.ContainsRune("aeiouAEIOU", r) {
			vowels++
		}
	}
	runes := utf8.RuneCountInString(word)
	ratio := vowels * 100 / max(1, runes)
	mood := "plain"
	if ratio >= 50 {
		mood = "open"
	}
	return fmt.Sprintf("%-7s %d/%d %3d%% %s cap=%d", word, vowels, runes, ratio, mood, upper)
}
