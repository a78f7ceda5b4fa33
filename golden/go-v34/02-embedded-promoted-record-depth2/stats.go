package main

// Stats is embedded in services that count their traffic.
type Stats struct {
	hits  int
	bytes int
}

// Record counts one request of n bytes. It has a pointer receiver,
// so when it is promoted through an embedding struct it writes the
// outer value's counters.
func (s *Stats) Record(n int) {
	s.hits++
	s.bytes += n
}

// Reset is meant to clear the counters, but with a value receiver it
// only clears a copy.
func (s Stats) Reset() {
	s.hits = 0
	s.bytes = 0
}

// Mean is the average request size in bytes.
func (s Stats) Mean() int {
	if s.hits == 0 {
		return 0
	}
	return s.bytes / s.hits
}
