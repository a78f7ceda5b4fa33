package report

import (
	"fmt"
	"strings"
)

// Row is one line of a report.
type Row struct {
	Name  string
	Count int
}

// Render writes the non-empty rows in a style ("md", "csv", text) and a total.
func Render(rows []Row, style string) string {
	line := func(r Row) string {
		return fmt.Sprintf("%-8s %5d", r.Name, r.Count)
	}
	switch style {
	case "md":
		line = func(r Row) string {
			return fmt.Sprintf("| %s | %d |", r.Name, r.Count)
		}
	case "csv":
		line = func(r Row) string {
			return fmt.Sprintf("%s,%d", r.Name, r.Count)
		}
	case "text":
	default:
		fmt.Println("unknown style", style, "- using text")
	}
	var b strings.Builder
	total, skipped := 0, 0
	for _, r := range rows {
		if r.Count == 0 {
			skipped++
			continue
		}
		b.WriteString(line(r) + "\n")
		total += r.Count
	}
	b.WriteString(line(Row{Name: "total", Count: total}) + "\n")
	fmt.Println(skipped, "empty rows skipped")
	return b.String()
}
