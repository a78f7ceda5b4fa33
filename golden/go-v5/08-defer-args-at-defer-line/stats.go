package main

type Stats struct {
	Calls int
	Bytes int
}

func roundUp(n int) int {
	return (n + 7) / 8 * 8
}

func (s *Stats) record(n int) {
	s.Calls++
	s.Bytes += roundUp(n)
}

func (s *Stats) Report() string {
	return "stats"
}
