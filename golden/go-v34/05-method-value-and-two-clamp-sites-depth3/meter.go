package main

// Meter accumulates sensor readings.
type Meter struct {
	reads int
	sum   int
}

// Add records one reading. The receiver is a pointer, so the
// caller's Meter is the one that changes.
func (m *Meter) Add(v int) {
	m.reads++
	m.sum += v
}

// Avg is the mean of the recorded readings.
func (m Meter) Avg() int {
	if m.reads == 0 {
		return 0
	}
	return m.sum / m.reads
}

// clamp bounds v to the range [lo, hi].
func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}
