package main

import (
	"fmt"

	"example.com/v24s05/stats"
)

// Report counts the students in each passing band.
func Report(rows []Row, pass int) map[string]int {
	tally := map[string]int{}
	late := 0
	for _, r := range rows {
		if r.Late {
			late++
		}
		if band, passed := stats.Band(r.Score, pass); passed {
			tally[band]++
		}
	}
	fmt.Println(late, "late submissions")
	return tally
}
