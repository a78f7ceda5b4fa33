package shapes

import "fmt"

// Shape is anything with an area and a printable name.
type Shape interface {
	Area() float64
	String() string
}

// New builds the shape named by kind.
func New(kind string, a, b float64, verbose bool) Shape {
	if verbose {
		fmt.Println("new shape:", kind)
	}
	switch kind {
	case "circle":
		return Circle{R: a}
	case "square":
		return Square{Side: a}
	}
	return Rect{W: a, H: b}
}

// Blob has an area but no name, so it is not a Shape.
type Blob struct {
	Mass float64
}

func (b Blob) Area() float64 {
	return b.Mass * 0.5
}

func mul(x, y float64) float64 {
	return x * y
}
