package tally

type Tally struct {
	Total int
	Count int
}

func (t *Tally) Add(v int) {
	t.Total += v
}

func (t Tally) Peek() int {
	return t.Count
}
