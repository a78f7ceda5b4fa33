package main

import "strings"

// writeField appends key=value to b, separated from earlier fields
// by a single space. It writes through the pointer parameter.
func writeField(b *strings.Builder, key, value string) {
	if b.Len() > 0 {
		b.WriteByte(' ')
	}
	b.WriteString(key)
	b.WriteByte('=')
	b.WriteString(value)
}

// quote wraps s in double quotes.
func quote(s string) string {
	return "\"" + s + "\""
}

// fieldCount counts the fields already written; it only reads b.
func fieldCount(b *strings.Builder) int {
	if b.Len() == 0 {
		return 0
	}
	return strings.Count(b.String(), " ") + 1
}
