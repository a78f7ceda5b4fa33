package main

type Tally struct {
	Name   string
	counts map[string]int
	total  int
}

func NewTally(name string) *Tally {
	return &Tally{Name: name, counts: map[string]int{}}
}

func (t *Tally) Add(key string, n int) {
	t.counts[key] += n
	t.total += n
}

func (t Tally) With(n int) int {
	t.total += n
	return t.total
}

func (t *Tally) Total() int {
	return t.total
}
