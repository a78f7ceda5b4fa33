package table

import (
	"strings"
	"unicode/utf8"
)

// Fit counts the rows whose cells all fit in width runes once trimmed,
// and returns the largest number of cells in a row.
func Fit(rows [][]string, width int) (int, int) {
	fits := 0
	widest := 0
	for _, row := range rows {
		n := 0
		for _, cell := range row {
			cell = strings.TrimSpace(cell)
			if utf8.RuneCountInString(cell) > width {
				break
			}
			n++
		}
		if n == len(row) {
			fits++
		}
		widest = max(widest, len(row))
	}
	return fits, widest
}
