package meter

import "fmt"

// Meter accumulates the readings of one supply line.
type Meter struct {
	Name  string
	total int
	peak  int
}

// Add records one reading; negative readings are sensor glitches.
func (m *Meter) Add(v int) {
	if v < 0 {
		return
	}
	m.total += v
	if v > m.peak {
		m.peak = v
	}
}

// Reset is meant to clear the meter, but its receiver is a copy.
func (m Meter) Reset() {
	m.total = 0
	m.peak = 0
}

// Peak reads the largest reading through a pointer, writing nothing.
func (m *Meter) Peak() int {
	return m.peak
}

// Total is the sum of the accepted readings.
func (m Meter) Total() int {
	return m.total
}

// Label names the meter and its total.
func (m Meter) Label() string {
	return fmt.Sprintf("%s=%d", m.Name, m.total)
}
