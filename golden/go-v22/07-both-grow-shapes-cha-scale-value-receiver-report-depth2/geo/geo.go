package geo

// Shape is anything that can be resized and measured.
type Shape interface {
	Area() int
	Scale(k int)
}

// Rect is resized in place.
type Rect struct {
	W, H int
}

func (r *Rect) Scale(k int) {
	r.W *= k
	r.H *= k
}

func (r *Rect) Area() int {
	return r.W * r.H
}

// Circle has a value receiver on Scale, so scaling it changes a copy.
type Circle struct {
	R int
}

func (c Circle) Scale(k int) {
	c.R *= k
}

func (c Circle) Area() int {
	return 3 * c.R * c.R
}

// Label can be measured but not resized, so it is not a Shape.
type Label struct {
	Text string
}

func (l Label) Area() int {
	return len(l.Text)
}

// Grow scales every shape by a factor derived from pct and sums the areas.
func Grow(shapes []Shape, pct int) int {
	k := 1 + pct/50
	total := 0
	for _, s := range shapes {
		s.Scale(k)
		total += s.Area()
	}
	return total
}
