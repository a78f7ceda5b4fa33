package main

// Counter tallies cache lookups.
type Counter struct {
	Hits   int
	Misses int
}

// Hit records a hit; the pointer receiver mutates the caller's Counter.
func (c *Counter) Hit() {
	c.Hits++
}

// Ratio is a derived value; it never mutates.
func (c Counter) Ratio() float64 {
	total := c.Hits + c.Misses
	if total == 0 {
		return 0
	}
	return float64(c.Hits) / float64(total)
}
