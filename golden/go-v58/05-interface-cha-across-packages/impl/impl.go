package impl

type Sq struct {
	S int
}

func (q Sq) Area() int {
	return q.S * q.S
}

func (q Sq) Perim() int {
	return 4 * q.S
}

type Rect struct {
	W, H int
}

func (r Rect) Area() int {
	return r.W * r.H
}
