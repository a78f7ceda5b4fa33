package python

import (
	"strings"
)

// Canonical returns the canonical text of a piece of Python source: the
// text that identifies a chunk (loaders/chunks), so that a change to
// comments or to insignificant whitespace leaves it unchanged while any
// change to what the code means changes it.
//
// It is the source re-spelled one logical line per line (Python's
// definition: physical lines joined inside brackets and after a
// backslash), with
//   - comments and blank lines dropped;
//   - runs of spaces inside a line removed, except one space between two
//     characters of names, numbers or keywords ("x = f( a )" and "x=f(a)"
//     are the same; "not x" keeps its space);
//   - string literals kept byte for byte, triple-quoted ones with their
//     line breaks;
//   - indentation replaced by its depth, one tab per level, counted as
//     Python's tokenizer counts INDENT and DEDENT from the first line of
//     the text (re-indenting a block from 2 to 4 spaces changes nothing;
//     moving a statement out of its block does).
//
// Text that does not lex (an unterminated string) is canonicalized as far
// as it goes; the rest is kept with its whitespace collapsed. Canonical
// never fails.
func Canonical(src []byte) string {
	var out strings.Builder
	out.Grow(len(src))
	s := string(src)
	var (
		depth    int   // bracket depth
		indents  []int // indentation stack of the text
		lineOpen bool  // a logical line has been started
		lastWord bool  // the last byte written is a word byte
		pendSp   bool  // whitespace seen since the last byte written
	)
	startLine := func(width int) {
		if len(indents) == 0 {
			indents = append(indents, width)
		} else if width > indents[len(indents)-1] {
			indents = append(indents, width)
		} else {
			for len(indents) > 1 && width < indents[len(indents)-1] {
				indents = indents[:len(indents)-1]
			}
			if width < indents[0] {
				indents[0] = width
			}
		}
		if out.Len() > 0 {
			out.WriteByte('\n')
		}
		for range len(indents) - 1 {
			out.WriteByte('\t')
		}
		lineOpen = true
		lastWord = false
		pendSp = false
	}
	emit := func(tok string, word bool) {
		if pendSp && lastWord && isWordByte(tok[0]) {
			out.WriteByte(' ')
		}
		out.WriteString(tok)
		lastWord = word && isWordByte(tok[len(tok)-1])
		pendSp = false
	}
	i := 0
	atLineStart := true
	for i < len(s) {
		if atLineStart && depth == 0 && !lineOpen {
			// Measure indentation; skip blank and comment-only lines.
			width, j := 0, i
			for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\f') {
				if s[j] == '\t' {
					width = (width/8 + 1) * 8
				} else {
					width++
				}
				j++
			}
			if j >= len(s) {
				break
			}
			if s[j] == '\n' || s[j] == '\r' || s[j] == '#' {
				for j < len(s) && s[j] != '\n' {
					j++
				}
				i = j + 1
				continue
			}
			startLine(width)
			i = j
			atLineStart = false
			continue
		}
		c := s[i]
		switch {
		case c == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '\\' && i+1 < len(s) && (s[i+1] == '\n' || s[i+1] == '\r'):
			// Explicit line joining.
			i++
			if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
			i++
			pendSp = true
		case c == '\n':
			i++
			if depth == 0 {
				lineOpen = false
				atLineStart = true
			} else {
				pendSp = true
			}
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
			pendSp = true
		case c == '"' || c == '\'':
			j := stringEnd(s, i)
			emit(s[i:j], false)
			i = j
		case isWordByte(c):
			j := i
			for j < len(s) && isWordByte(s[j]) {
				j++
			}
			// A string prefix (r, b, f, rb, ...) directly before a quote.
			if j < len(s) && (s[j] == '"' || s[j] == '\'') && j-i <= 2 && isStringPrefix(s[i:j]) {
				k := stringEnd(s, j)
				emit(s[i:k], false)
				i = k
				continue
			}
			emit(s[i:j], true)
			i = j
		default:
			switch c {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				if depth > 0 {
					depth--
				}
			}
			emit(s[i:i+1], false)
			i++
		}
	}
	return out.String()
}

// stringEnd returns the offset just past the string literal whose opening
// quote is at s[i] (the end of s when it is not terminated).
func stringEnd(s string, i int) int {
	q := s[i]
	if strings.HasPrefix(s[i:], string([]byte{q, q, q})) {
		close := string([]byte{q, q, q})
		for j := i + 3; j < len(s); j++ {
			if s[j] == '\\' {
				j++
				continue
			}
			if strings.HasPrefix(s[j:], close) {
				return j + 3
			}
		}
		return len(s)
	}
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j + 1
		case '\n':
			return j // unterminated: stop at the line's end
		}
	}
	return len(s)
}

func isStringPrefix(p string) bool {
	switch strings.ToLower(p) {
	case "r", "u", "b", "f", "br", "rb", "fr", "rf", "t", "tr", "rt":
		return true
	}
	return false
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// Version names this front end and its grammar for the lineage of what it
// produced (chunks): the tree-sitter Python grammar of
// github.com/smacker/go-tree-sitter at the version go.mod pins. Change it
// when the lowering changes what a chunk's statements are.
const Version = "python/1 tree-sitter-python (smacker/go-tree-sitter v0.0.0-20240827094217-dd81d9e9be82)"
