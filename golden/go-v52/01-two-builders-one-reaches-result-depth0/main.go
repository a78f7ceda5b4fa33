package main

import (
	"fmt"
	"strings"
)

// entry is one line of a stock list.
type entry struct {
	name  string
	count int
}

// main renders the items in stock into one builder and a scan trace
// into a second builder; only the first one becomes the report.
func main() {
	entries := []entry{
		{name: "apples", count: 3},
		{name: "pears", count: 0},
		{name: "plums", count: 7},
	}
	var out strings.Builder
	var trace strings.Builder
	out.WriteString("stock:")
	trace.WriteString("scan:")
	total := 0
	for _, e := range entries {
		trace.WriteString(" " + e.name)
		if e.count == 0 {
			continue
		}
		out.WriteByte(' ')
		out.WriteString(e.name)
		total += e.count
	}
	fmt.Fprintf(&trace, " total=%d", total)
	report := out.String()
	fmt.Println(report)
	fmt.Println(trace.String())
	fmt.Println(len(report), total)
}
