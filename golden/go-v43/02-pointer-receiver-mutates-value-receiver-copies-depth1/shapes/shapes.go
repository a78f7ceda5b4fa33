package shapes

import "fmt"

// Scaler is a shape that can be resized in place.
type Scaler interface {
	Scale(f float64)
}

// Rect is an axis-aligned rectangle.
type Rect struct {
	W, H float64
}

// Circle is a round shape.
type Circle struct {
	R float64
}

// Scale grows the rectangle in place.
func (r *Rect) Scale(f float64) {
	r.W *= f
	r.H *= f
}

// Shift widens a copy of the rectangle; the caller never sees it.
func (r Rect) Shift(d float64) {
	r.W += d
	fmt.Println("shifted copy:", r.W)
}

// Area is the rectangle's surface.
func (r Rect) Area() float64 {
	return r.W * r.H
}

// Scale grows the circle in place.
func (c *Circle) Scale(f float64) {
	c.R *= f
}

func (c Circle) String() string {
	return fmt.Sprintf("circle(%.1f)", c.R)
}
