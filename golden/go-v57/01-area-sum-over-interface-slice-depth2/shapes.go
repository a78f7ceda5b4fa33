package main

// Shape is anything with an area and a label.
type Shape interface {
	Area() int
	Label() string
}

type Rect struct {
	W, H int
}

type Square struct {
	Side int
}

type Circle struct {
	R int
}

func (r Rect) Area() int {
	return r.W * r.H
}

func (r Rect) Label() string {
	return "rect"
}

func (s Square) Area() int {
	return s.Side * s.Side
}

func (s Square) Label() string {
	return "square"
}

func (c *Circle) Area() int {
	return 3 * c.R * c.R
}

func (c *Circle) Label() string {
	return "circle"
}

func (c *Circle) Grow(k int) {
	c.R += k
}
