package main

import "fmt"

type reading struct {
	sensor string
	value  int
}

// summarize adds up the valid readings (negative values are sensor faults)
// until the running total passes limit, and returns the total with the
// number of readings it took. It keeps the peak value for a later report.
func summarize(rs []reading, limit int, label string) (int, int) {
	total := 0
	count := 0
	peak := 0
	add := func(v int) {
		total += v
		count++
	}
	report := func() {
		fmt.Printf("%s: total %d, peak %d\n", label, total, peak)
	}
	for _, r := range rs {
		if r.value < 0 {
			continue
		}
		if r.value > peak {
			peak = r.value
		}
		add(r.value)
		if total > limit {
			break
		}
	}
	report()
	return total, count
}
