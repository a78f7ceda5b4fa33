package main

import (
	"fmt"
	"strings"

	"example.com/w04/csvx"
)

func load(src string) []string {
	var lines []string
	for _, ln := range strings.Split(src, "\n") {
		if strings.TrimSpace(ln) != "" {
			lines = append(lines, ln)
		}
	}
	return lines
}

// table splits the header line and the data lines of a CSV text; it
// returns the canonical column names and the rows.
func table(lines []string, extra string) ([]string, [][]string) {
	cols := csvx.AppendFields(nil, lines[0], ",", false)
	var rows [][]string
	for _, ln := range lines[1:] {
		row := csvx.AppendFields(make([]string, 0, len(cols)), ln, ",", true)
		rows = append(rows, row)
	}
	csvx.Canon(cols)
	report := csvx.AppendFields(cols, extra, ";", false)
	fmt.Println("report columns:", report)
	return cols, rows
}

func main() {
	src := "Order ID, Customer Name,Note ,Total,\n\n1,Ann Lee,,30\n2,Bo,gift,12\n"
	extra := "Margin; Tax"
	cols, rows := table(load(src), extra)
	fmt.Printf("%q\n", cols)
	fmt.Printf("%q\n", rows)
}
