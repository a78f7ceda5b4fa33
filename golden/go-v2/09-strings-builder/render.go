package app

import "strings"

func Render(name string, tags []string, debug bool) string {
	var b strings.Builder
	b.WriteString("<")
	upper := strings.ToUpper(name)
	b.WriteString(name)
	for _, t := range tags {
		b.WriteString(" " + t)
	}
	if debug {
		println(upper, b.Len())
	}
	b.WriteString(">")
	out := b.String()
	return out
}
