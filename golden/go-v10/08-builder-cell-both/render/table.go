package render

import (
	"strconv"
	"strings"
)

// cell writes s left-aligned in a field of width bytes, then a separator.
func cell(b *strings.Builder, s string, width int) {
	b.WriteString(s)
	for range width - len(s) {
		b.WriteByte(' ')
	}
	b.WriteString(" | ")
}

// Table lays out keys and values in two columns; the first is width bytes
// wide and longer keys are clipped. It also reports how many were clipped.
func Table(keys []string, vals []int, width int) (string, int) {
	var b strings.Builder
	clipped := 0
	b.WriteString(strings.Repeat("-", width+8))
	b.WriteByte('\n')
	for i := range len(keys) {
		k := keys[i]
		if len(k) > width {
			k = k[:width]
			clipped++
		}
		cell(&b, k, width)
		b.WriteString(strconv.Itoa(vals[i]))
		b.WriteByte('\n')
	}
	return b.String(), clipped
}
