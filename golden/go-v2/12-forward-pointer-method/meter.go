package app

type Meter struct {
	total int
	hits  int
}

func (m *Meter) Add(v int) int {
	m.hits++
	m.total += v
	return m.hits
}

func (m *Meter) Total() int {
	return m.total
}
