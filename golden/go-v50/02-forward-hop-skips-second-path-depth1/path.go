package main

// Point is a grid position.
type Point struct {
	X, Y int
}

// Path is an ordered list of points.
type Path []Point

// Add appends a point; the pointer receiver makes the caller see it.
func (p *Path) Add(pt Point) {
	*p = append(*p, pt)
}

// Last returns the final point (the zero Point for an empty path).
func (p Path) Last() Point {
	if len(p) == 0 {
		return Point{}
	}
	return p[len(p)-1]
}
