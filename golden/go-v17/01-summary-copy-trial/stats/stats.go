package stats

// Summary accumulates integer observations.
type Summary struct {
	Count int
	Sum   int
	Max   int
}

// Observe records one observation.
func (s *Summary) Observe(v int) {
	s.Count++
	s.Sum += v
	s.raise(v)
}

// raise keeps the running maximum.
func (s *Summary) raise(v int) {
	if v > s.Max {
		s.Max = v
	}
}

// With returns a copy of the summary that has also observed v.
func (s Summary) With(v int) Summary {
	s.Observe(v)
	return s
}

// Mean is the average observation, 0 when there are none.
func (s Summary) Mean() int {
	if s.Count == 0 {
		return 0
	}
	return s.Sum / s.Count
}

// Spread is the gap between the maximum and the mean.
func (s *Summary) Spread() int {
	return s.Max - s.Mean()
}
