package main

import "fmt"

type Counter struct {
	n    int
	name string
}

func NewCounter(start int, name string) *Counter {
	c := &Counter{n: start, name: name}
	return c
}

func (c *Counter) Add(d int) {
	c.n += d
}

func (c *Counter) Value() int {
	return c.n
}

func main() {
	start := 10
	label := "x"
	ctr := NewCounter(start, label)
	ctr.Add(5)
	v := ctr.Value()
	w := len(label)
	fmt.Println(v, w)
}
