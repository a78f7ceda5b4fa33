package main

// Scorer is the constraint of Best: anything that reports a score.
type Scorer interface {
	Score() int
}

type player struct {
	name    string
	points  int
	assists int
}

// Score weighs points double and adds assists.
func (p player) Score() int {
	weight := 2
	return p.points*weight + p.assists
}

// Best returns the highest-scoring item and its score; items not
// scoring above floor are ignored.
func Best[T Scorer](items []T, floor int) (T, int) {
	var winner T
	top := floor
	for _, it := range items {
		s := it.Score()
		if s <= top {
			continue
		}
		winner = it
		top = s
	}
	return winner, top
}
