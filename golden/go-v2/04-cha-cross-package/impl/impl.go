package impl

type Rect struct{ W, H int }

func (r Rect) Area() int {
	return r.W * r.H
}

func (r Rect) Name() string {
	return "rect"
}

type Square struct{ S int }

func (q *Square) Area() int {
	return q.S * q.S
}

func (q *Square) Name() string {
	return "square"
}

type Circle struct{ R int }

func (c Circle) Area() int {
	return 3 * c.R * c.R
}
