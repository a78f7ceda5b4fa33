package main

// sumAbove returns the scaled sum of the readings above limit and how
// many readings were above it.
func sumAbove(readings []int, limit int, scale int) (int, int) {
	sum := 0
	count := 0
	for _, r := range readings {
		if r <= limit {
			continue
		}
		sum += r * scale
		count++
	}
	return sum, count
}

// mean divides a total by a count, guarding against an empty count.
func mean(total, n int) int {
	if n == 0 {
		return 0
	}
	return total / n
}
