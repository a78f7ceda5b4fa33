package main

import "fmt"

// firstFit returns the 1-based row number and the seat letter of the first
// seat at least want wide, scanning rows front to back. A broken seat
// (negative width) closes the rest of its row; an empty row is skipped.
// Row 0 means that no seat fits.
func firstFit(rows [][]int, want int) (int, string) {
	if want <= 0 {
		return 0, ""
	}
	letters := "ABCDEFGHJK"
	row, seat := 0, ""
	scanned := 0
scan:
	for r, line := range rows {
		if len(line) == 0 {
			continue
		}
		for c, width := range line {
			scanned++
			if width < 0 {
				continue scan
			}
			if width >= want {
				row, seat = r+1, letters[c:c+1]
				break scan
			}
		}
	}
	fmt.Println("seats scanned:", scanned)
	return row, seat
}
