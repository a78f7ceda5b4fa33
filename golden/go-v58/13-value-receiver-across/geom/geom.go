package geom

type Point struct {
	X, Y int
}

func (p Point) Move(dx int) {
	p.X += dx
	println(p.X)
}
