package main

import "bytes"

// render frames the joined parts in brackets.
func render(parts []string, sep string) string {
	var buf bytes.Buffer
	buf.WriteString("[")
	joinInto(&buf, parts, sep)
	buf.WriteString("]")
	return buf.String()
}

// joinInto writes parts into buf, sep between two parts.
func joinInto(buf *bytes.Buffer, parts []string, sep string) {
	for i, p := range parts {
		if i > 0 {
			buf.WriteString(sep)
		}
		buf.WriteString(p)
	}
}

// width is the length of the longest part; nothing calls it with sep.
func width(parts []string) int {
	w := 0
	for _, p := range parts {
		w = max(w, len(p))
	}
	return w
}
