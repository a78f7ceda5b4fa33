package meter

import "fmt"

type Stats struct {
	Count int
	Sum   int
	Max   int
}

func (s *Stats) Observe(v int) {
	s.Count++
	s.Sum += v
	s.bump(v)
}

func (s *Stats) bump(v int) {
	if v > s.Max {
		s.Max = v
	}
}

func (s *Stats) Mean() int {
	if s.Count == 0 {
		return 0
	}
	return s.Sum / s.Count
}

func (s Stats) Merge(o Stats) Stats {
	s.Count += o.Count
	s.Sum += o.Sum
	s.bump(o.Max)
	return s
}

type Gauge struct {
	Stats
	Name string
}

func (g *Gauge) Label() string {
	return fmt.Sprintf("%s(n=%d)", g.Name, g.Count)
}
