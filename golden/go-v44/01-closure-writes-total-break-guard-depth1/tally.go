package main

type line struct {
	qty   int
	price int
}

// Tally sums the value of the valid lines until the limit is passed
// and counts the lines it skipped.
func Tally(lines []line, limit int) (int, int) {
	total := 0
	skipped := 0
	add := func(v int) {
		total += v
	}
	skip := func() {
		skipped++
	}
	peek := func() int {
		return total
	}
	for _, l := range lines {
		if l.qty <= 0 {
			skip()
			continue
		}
		add(l.qty * l.price)
		if peek() > limit {
			break
		}
	}
	return total, skipped
}
