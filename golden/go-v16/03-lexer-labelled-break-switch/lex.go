package main

import "strings"

// index returns the first index at or after from of a byte in chars, or len(s).
func index(s string, from int, chars string) int {
	if i := strings.IndexAny(s[from:], chars); i >= 0 {
		return from + i
	}
	return len(s)
}

// fields splits a config value into bare words and quoted strings. A '#'
// starts a comment, and so does a ';' after a blank.
func fields(src string) ([]string, int) {
	var toks []string
	quoted := 0
	pos := 0
scan:
	for pos < len(src) {
		switch c := src[pos]; c {
		case ' ', '\t':
			pos++
			if pos < len(src) && src[pos] == ';' {
				break scan
			}
		case '#':
			break scan
		case '"':
			end := index(src, pos+1, `"`)
			toks = append(toks, src[pos+1:end])
			pos = end + 1
			if end == len(src) {
				break
			}
			quoted++
		default:
			end := index(src, pos, " \t\"#")
			toks = append(toks, src[pos:end])
			pos = end
		}
	}
	return toks, quoted
}
