package pool

// Pool is a set of workers, each taking factor jobs at once.
type Pool struct {
	size   int
	factor int
}

// New makes a pool; a factor below 1 means one job per worker.
func New(size, factor int) Pool {
	return Pool{size: size, factor: atLeastOne(factor)}
}

func atLeastOne(n int) int {
	if n < 1 {
		return 1
	}
	return n
}

// Limit is the number of jobs the pool accepts at once.
func (p Pool) Limit() int {
	n := p.size * p.factor
	return n
}

// Grow returns a copy of the pool with extra workers.
func (p Pool) Grow(extra int) Pool {
	p.size += extra
	return p
}
