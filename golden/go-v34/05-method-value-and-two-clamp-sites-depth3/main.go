package main

import (
	"fmt"
	"strconv"
)

// collect feeds the valid readings into temp and every reading into
// an audit meter through a method value.
func collect(raw []int, limit int) Meter {
	var temp Meter
	var audit Meter
	record := audit.Add
	for _, r := range raw {
		record(r)
		if r < 0 {
			continue
		}
		temp.Add(clamp(r, 0, limit))
	}
	spread := clamp(audit.sum, 0, 1000)
	fmt.Println("audit", audit.reads, spread)
	return temp
}

// report is the average of the clamped, valid readings.
func report(raw []int, limit int) int {
	m := collect(raw, limit)
	return m.Avg()
}

// parseLimit reads the configured ceiling, defaulting to 10.
func parseLimit(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 10
	}
	return n
}

func main() {
	limit := parseLimit("12")
	readings := []int{3, 18, -4, 7}
	fmt.Println("avg", report(readings, limit))
}
