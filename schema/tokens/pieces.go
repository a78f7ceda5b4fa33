package tokens

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// PieceCounter counts tokens of many short texts (source lines) fast: it
// splits a text into the pieces the cl100k_base pre-tokenizer produces and
// counts each distinct piece once with the real tokenizer. BPE never merges
// across pieces, so the sum is the text's count whenever the split agrees
// with the tokenizer's regular expression; TestPieceCounterExact measures
// that on real code. The tokenizer's own split runs a backtracking regexp
// engine (regexp2) and costs most of the time of counting a repository.
// Not safe for concurrent use: make one per goroutine.
type PieceCounter struct {
	tok   *Tokenizer
	cache map[string]int
}

// NewPieceCounter returns a counter for tok, which must be cl100k_base or
// o200k_base (their pre-tokenizers agree on the splits this one makes for
// ASCII code; other texts are still close).
func NewPieceCounter(tok *Tokenizer) *PieceCounter {
	return &PieceCounter{tok: tok, cache: map[string]int{}}
}

// Count returns the tokens of s.
func (p *PieceCounter) Count(s string) int {
	n := 0
	for len(s) > 0 {
		k := nextPiece(s)
		piece := s[:k]
		c, ok := p.cache[piece]
		if !ok {
			c = p.tok.Count(piece) // a piece over MaxPieceBytes counts as its bytes
			if len(piece) <= MaxPieceBytes {
				p.cache[piece] = c
			}
		}
		n += c
		s = s[k:]
	}
	return n
}

func isLetter(r rune) bool  { return unicode.IsLetter(r) }
func isNumber(r rune) bool  { return unicode.IsNumber(r) }
func isSpace(r rune) bool   { return unicode.IsSpace(r) }
func isNewline(r rune) bool { return r == '\n' || r == '\r' }

// nextPiece returns the byte length of the first piece of s, following the
// alternatives of the cl100k_base pattern in order:
//
//	(?i:'s|'t|'re|'ve|'m|'ll|'d) | [^\r\n\p{L}\p{N}]?\p{L}+ | \p{N}{1,3} |
//	 ?[^\s\p{L}\p{N}]+[\r\n]* | \s*[\r\n]+ | \s+(?!\S) | \s+
func nextPiece(s string) int {
	r0, w0 := utf8.DecodeRuneInString(s)
	// 1. contractions
	if r0 == '\'' && len(s) > 1 {
		low := strings.ToLower(s[1:min(len(s), 3)])
		for _, c := range []string{"re", "ve", "ll"} {
			if strings.HasPrefix(low, c) {
				return 3
			}
		}
		switch low[0] {
		case 's', 't', 'm', 'd':
			return 2
		}
	}
	// 2. an optional non-letter, non-digit, non-newline, then letters
	i := 0
	if !isLetter(r0) && !isNumber(r0) && !isNewline(r0) {
		i = w0
	}
	j := i
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !isLetter(r) {
			break
		}
		j += w
	}
	if j > i {
		return j
	}
	// 3. one to three digits
	if isNumber(r0) {
		j, n := 0, 0
		for j < len(s) && n < 3 {
			r, w := utf8.DecodeRuneInString(s[j:])
			if !isNumber(r) {
				break
			}
			j += w
			n++
		}
		return j
	}
	// 4. an optional space, punctuation, trailing newlines
	i = 0
	if r0 == ' ' {
		i = 1
	}
	j = i
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if isSpace(r) || isLetter(r) || isNumber(r) {
			break
		}
		j += w
	}
	if j > i {
		for j < len(s) && isNewline(rune(s[j])) {
			j++
		}
		return j
	}
	// 5–7. whitespace
	j = 0
	lastNL := -1
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !isSpace(r) {
			break
		}
		if isNewline(r) {
			lastNL = j + w
		}
		j += w
	}
	if lastNL > 0 {
		return lastNL // \s*[\r\n]+
	}
	if j == 0 {
		return w0 // not reached for valid text; never loop
	}
	if j == len(s) {
		return j // \s+(?!\S) at the end
	}
	// followed by a non-space: leave the last whitespace to the next piece
	_, wl := utf8.DecodeLastRuneInString(s[:j])
	if j-wl > 0 {
		return j - wl
	}
	return j // a single space before a digit or similar: \s+
}
