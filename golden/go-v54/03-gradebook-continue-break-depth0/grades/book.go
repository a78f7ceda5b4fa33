package grades

import "fmt"

// Policy holds the grading thresholds of a course.
type Policy struct {
	Pass    int
	Ceiling int
}

// Letter maps an average to a letter grade.
func Letter(avg int) string {
	switch {
	case avg >= 85:
		return "A"
	case avg >= 70:
		return "B"
	case avg >= 50:
		return "C"
	default:
		return "F"
	}
}

// PassingAverage averages the passing scores. Negative scores mark an
// absence and are skipped; a score above the ceiling means the sheet is
// corrupt from there on, so the walk stops.
func PassingAverage(scores []int, pass int, ceiling int) int {
	sum := 0
	count := 0
	skipped := 0
	highest := 0
	for _, s := range scores {
		if s < 0 {
			skipped++
			continue
		}
		if s > highest {
			highest = s
		}
		if s > ceiling {
			break
		}
		if s < pass {
			continue
		}
		sum += s
		count++
	}
	fmt.Println("skipped", skipped, "highest", highest)
	if count == 0 {
		return 0
	}
	avg := sum / count
	return avg
}
