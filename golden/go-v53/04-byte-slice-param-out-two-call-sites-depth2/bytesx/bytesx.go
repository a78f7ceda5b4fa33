// Package bytesx edits ASCII text held in byte slices.
package bytesx

import "strings"

// Upper upper-cases the ASCII letters of b in place and returns how
// many bytes it changed.
func Upper(b []byte) int {
	changed := 0
	for i := range b {
		if isLower(b[i]) {
			b[i] = b[i] - 32
			changed++
		}
	}
	return changed
}

// isLower reports whether c is an ASCII lower-case letter.
func isLower(c byte) bool {
	return c >= 'a' && c <= 'z'
}

// Squash collapses every run of blanks in s to one space.
func Squash(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
