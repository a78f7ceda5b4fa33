package app

type Point struct {
	X int
	Y int
}

func shiftVal(p Point, d int) {
	p.X += d
}

func shiftPtr(p *Point, d int) {
	p.X += d
}

func Move(x int, a int, b int) Point {
	pt := Point{X: x}
	shiftVal(pt, a)
	shiftPtr(&pt, b)
	return pt
}
