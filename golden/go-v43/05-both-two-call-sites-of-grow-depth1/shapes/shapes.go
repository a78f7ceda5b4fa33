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

func (c Circle) Area() float64 {
	return math.Pi * c.R * c.R
}

func (r Rect) Area() float64 {
	return r.W * r.H
}

// NewCircle builds a circle as a Shape.
func NewCircle(r float64) Shape {
	return Circle{R: r}
}

// NewRect builds a rectangle as a Shape.
func NewRect(w, h float64) Shape {
	return Rect{W: w, H: h}
}

// Grow is the area of s scaled by k.
func Grow(s Shape, k float64) float64 {
	return s.Area() * k
}
