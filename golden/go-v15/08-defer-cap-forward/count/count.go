package count

import (
	"strings"
	"unicode"
)

// Words counts the words of text. A positive limit caps the count; the
// cap is applied on the way out, so it holds for every return.
func Words(text string, limit int) (n int) {
	defer func() {
		if limit > 0 && n > limit {
			n = limit
		}
	}()
	if text == "" {
		return 0
	}
	inWord := false
	for _, r := range text {
		if unicode.IsSpace(r) {
			inWord = false
			continue
		}
		if !inWord {
			n++
		}
		inWord = true
	}
	return n
}

// Lines counts the lines of text; a last line without a newline counts.
func Lines(text string) int {
	n := strings.Count(text, "\n")
	if text != "" && !strings.HasSuffix(text, "\n") {
		n++
	}
	return n
}
