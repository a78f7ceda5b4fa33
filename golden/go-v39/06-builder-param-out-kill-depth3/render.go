package main

import (
	"strconv"
	"strings"
)

// separator sits between a name and its quantity.
var separator = ": "

// rowsWritten counts rows over every report rendered (module-level state).
var rowsWritten int

// pad extends name with dots up to width characters.
func pad(name string, width int) string {
	for len(name) < width {
		name += "."
	}
	return name
}

// writeRow appends one "name....: qty" line to b.
func writeRow(b *strings.Builder, name string, qty int, width int) {
	rowsWritten++
	b.WriteString(pad(name, width))
	b.WriteString(separator)
	b.WriteString(strconv.Itoa(qty))
	b.WriteByte('\n')
}

// render writes one row per item with a non-zero quantity.
func render(items []item, width int) string {
	var out strings.Builder
	empty := 0
	for _, it := range items {
		if it.qty == 0 {
			empty++
			continue
		}
		writeRow(&out, it.name, it.qty, width)
	}
	if empty > 0 {
		out.WriteString("(" + strconv.Itoa(empty) + " empty)\n")
	}
	return out.String()
}
