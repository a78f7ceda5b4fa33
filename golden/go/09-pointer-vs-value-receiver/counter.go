package app

type Counter struct {
	n int
}

func (c *Counter) Add(k int) {
	c.n += k
}

func (c Counter) Bump(k int) {
	c.n += k * 10
}

func (c Counter) Value() int {
	return c.n
}

func Run(a int, b int) int {
	ctr := Counter{}
	ctr.Add(a)
	ctr.Bump(b)
	total := ctr.Value()
	return total
}
