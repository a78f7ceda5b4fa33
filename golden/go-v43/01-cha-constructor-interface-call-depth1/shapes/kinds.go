package shapes

import (
	"fmt"
	"math"
)

// Circle is a round shape.
type Circle struct {
	R float64
}

// Rect is an axis-aligned rectangle.
type Rect struct {
	W, H float64
}

// Square is never built by this program.
type Square struct {
	Side float64
}

func (c Circle) Area() float64 {
	return math.Pi * c.R * c.R
}

func (c Circle) String() string {
	return fmt.Sprintf("circle(%.1f)", c.R)
}

func (r Rect) Area() float64 {
	return mul(r.W, r.H)
}

func (r Rect) String() string {
	return fmt.Sprintf("rect(%.1fx%.1f)", r.W, r.H)
}

func (s Square) Area() float64 {
	return s.Side * s.Side
}

func (s Square) String() string {
	return fmt.Sprintf("square(%.1f)", s.Side)
}
