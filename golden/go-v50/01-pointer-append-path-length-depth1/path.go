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

// Shifted returns a moved copy and leaves p alone.
func (p Path) Shifted(dx int) Path {
	out := make(Path, 0, len(p))
	for _, pt := range p {
		pt.X += dx
		out = append(out, pt)
	}
	return out
}

// Length is the Manhattan length of the path.
func (p Path) Length() int {
	n := 0
	for i := 1; i < len(p); i++ {
		n += abs(p[i].X-p[i-1].X) + abs(p[i].Y-p[i-1].Y)
	}
	return n
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
