package main

import (
	"fmt"
	"strconv"
	"strings"

	"example.com/v24s05/stats"
)

// Row is one line of the marks file: "name,score", "!" marking a late one.
type Row struct {
	Name  string
	Score int
	Late  bool
}

func parseRow(ln string) (Row, bool) {
	name, rest, found := strings.Cut(ln, ",")
	if !found {
		return Row{}, false
	}
	late := strings.HasSuffix(rest, "!")
	score, err := strconv.Atoi(strings.TrimSuffix(rest, "!"))
	if err != nil {
		return Row{}, false
	}
	return Row{Name: name, Score: score, Late: late}, true
}

func load(lines []string) []Row {
	var rows []Row
	dropped := 0
	for _, ln := range lines {
		row, ok := parseRow(ln)
		if !ok {
			dropped++
			continue
		}
		rows = append(rows, row)
	}
	fmt.Println(dropped, "lines dropped")
	return rows
}

func main() {
	raw := []string{"ana,91", "bo,77!", "cy,x", "dee,48", "eli,120!", "fay", "gus,-4"}
	rows := load(raw)
	tally := Report(rows, 50)
	best := stats.Clamp(len(raw) * 20)
	fmt.Println(tally, "cap", best)
}
