package main

// summarize grades every score with the same bonus and counts them.
func summarize(scores []int, extra int) (int, int) {
	total := 0
	count := 0
	for _, s := range scores {
		count++
		total += grade(s, extra)
	}
	return total, count
}
