package main

import (
	"fmt"
	"strconv"
	"strings"

	"example.com/s03/textfmt"
)

type item struct {
	name  string
	qty   int
	cents int
}

func row(it item, width int) (string, string) {
	label := textfmt.PadRight(it.name, width, '.')
	tag := textfmt.Quote(it.name)
	whole := strconv.Itoa(it.cents / 100)
	frac := strconv.Itoa(it.cents % 100)
	if len(frac) < 2 {
		frac = "0" + frac
	}
	return fmt.Sprintf("%s %3d x %s.%s", label, it.qty, whole, frac), tag
}

func render(items []item) string {
	width := 0
	for _, it := range items {
		if n := len(it.name); n > width {
			width = n
		}
	}
	width += 2
	var b strings.Builder
	var tags []string
	for i, it := range items {
		line, tag := row(it, width)
		tags = append(tags, tag)
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString(". ")
		b.WriteString(line)
		b.WriteByte('\n')
	}
	b.WriteString("tags: " + strings.Join(tags, ","))
	return b.String()
}

func main() {
	stock := []item{{"tea", 2, 450}, {`honey "raw"`, 1, 1205}, {"oats", 10, 99}}
	report := render(stock)
	fmt.Println(report)
}
