package shapes

import "math"

// Shape is anything with an area.
type Shape interface {
	Area() float64
}

// Circle is a round shape.
type Circle struct {
	R float64
}

// Rect is an axis-aligned rectangle.
type Rect struct {
	W, H float64
}

// Square is a rectangle with equal sides.
type Square struct {
	Side float64
}

func (c Circle) Area() float64 {
	return math.Pi * c.R * c.R
}

func (r Rect) Area() float64 {
	return r.W * r.H
}

func (s Square) Area() float64 {
	return s.Side * s.Side
}

// NewRect builds a rectangle as a Shape.
func NewRect(w, h float64) Shape {
	return Rect{W: w, H: h}
}
