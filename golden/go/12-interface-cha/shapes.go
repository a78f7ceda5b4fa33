package geo

type Shape interface {
	Area() int
}

type Rect struct {
	W, H int
}

type Square struct {
	S int
}

func (r Rect) Area() int {
	return r.W * r.H
}

func (q Square) Area() int {
	return q.S * q.S
}

func (q Square) Perimeter() int {
	return 4 * q.S
}

func Total(w int, h int) int {
	var s Shape = Rect{W: w, H: h}
	extra := 0
	a := s.Area()
	return a + extra
}
