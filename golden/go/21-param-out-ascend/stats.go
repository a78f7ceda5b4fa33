package app

type Stats struct {
	Sum   int
	Count int
}

func record(s *Stats, v int) {
	s.Sum += v
	s.Count++
	println("recorded", v)
}

func Collect(xs []int, skip int) *Stats {
	st := &Stats{}
	for _, x := range xs {
		if x == skip {
			continue
		}
		record(st, x)
	}
	return st
}

func Summary(xs []int) int {
	st := Collect(xs, 0)
	return st.Count
}
