package shapes

import "fmt"

// Circle is a round shape.
type Circle struct {
	R float64
}

// Rect is an axis-aligned rectangle.
type Rect struct {
	W, H float64
}

func (c Circle) Area() float64 {
	return 3 * c.R * c.R
}

func (c Circle) String() string {
	return fmt.Sprintf("circle(%.0f)", c.R)
}

func (r Rect) Area() float64 {
	return r.W * r.H
}

func (r Rect) String() string {
	return fmt.Sprintf("rect(%.0fx%.0f)", r.W, r.H)
}

// NewSquare builds a square as a Rect.
func NewSquare(side float64) Shape {
	return Rect{W: side, H: side}
}
