package main

import (
	"fmt"
	"strconv"
	"strings"
)

type Row struct {
	Name  string
	Value int
}

func header(w int) string {
	return strings.Repeat("=", w)
}

func Render(rows []Row, width int) (string, int) {
	var b strings.Builder
	lines := 0
	emit := func(s string) {
		if len(s) > width {
			s = s[:width]
		}
		b.WriteString(s)
		b.WriteByte('\n')
		lines++
	}
	b.WriteString(header(width) + "\n")
	for _, r := range rows {
		emit(r.Name + ": " + strconv.Itoa(r.Value))
	}
	footer := fmt.Sprintf("%d rows", len(rows))
	emit(footer)
	return b.String(), lines
}
