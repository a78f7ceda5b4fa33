package main

import (
	"fmt"

	"example.com/s04/stats"
)

// prepare converts raw readings to the target unit and pads them for display.
func prepare(raw []int, unit int, width int) {
	stats.Scale(raw, unit)
	stats.Pad(raw, 0, width)
}

func main() {
	readings := []int{4, 8, 15}
	unit := 10
	width := 6
	prepare(readings, unit, width)
	baseline := []int{1, 2, 3}
	stats.Scale(baseline, 3)
	fmt.Println("baseline", stats.Sum(baseline))
	total := stats.Sum(readings)
	fmt.Println("total", total, "count", len(readings))
}
