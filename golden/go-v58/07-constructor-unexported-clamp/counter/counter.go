package counter

type Counter struct {
	n int
}

func clamp(x int) int {
	if x < 0 {
		return 0
	}
	return x
}

func NewCounter(start int) *Counter {
	c := &Counter{}
	c.n = clamp(start)
	return c
}

func (c *Counter) Inc() {
	c.n++
}

func (c *Counter) Value() int {
	return c.n
}
