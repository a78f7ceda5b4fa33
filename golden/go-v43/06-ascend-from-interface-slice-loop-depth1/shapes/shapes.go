package shapes

import "fmt"

// Shape is anything with an area and a printable name.
type Shape interface {
	Area() float64
	String() string
}

// TotalArea adds up the areas of every shape in items.
func TotalArea(items []Shape) float64 {
	t := 0.0
	for _, it := range items {
		fmt.Println("adding", it)
		t += it.Area()
	}
	return t
}

// Describe lists the names of the shapes.
func Describe(items []Shape) string {
	out := ""
	for _, it := range items {
		out += it.String() + " "
	}
	return out
}
