package pool

// Pool hands out worker slots, up to size at a time.
type Pool struct {
	Name  string
	size  int
	busy  int
	waits int
}

// New returns a pool of n slots (at least one).
func New(name string, n int) *Pool {
	if n < 1 {
		n = 1
	}
	return &Pool{Name: name, size: n}
}

func (p *Pool) Grow(extra int) {
	p.size += extra
}

func (p Pool) Free() int {
	return p.size - p.busy
}

// Run takes slots for each job that fits and returns how many ran.
func (p *Pool) Run(jobs []int) int {
	ran := 0
	for _, cost := range jobs {
		if !p.acquire(cost) {
			p.waits++
			continue
		}
		ran++
	}
	return ran
}

func (p *Pool) acquire(cost int) bool {
	if p.busy+cost > p.size {
		return false
	}
	p.busy += cost
	return true
}
