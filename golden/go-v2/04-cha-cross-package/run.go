package app

import (
	"example.com/v04/impl"
	"example.com/v04/shape"
)

func Run(w int, h int) int {
	r := impl.Rect{W: w, H: h}
	c := impl.Circle{R: w}
	println(c.Area())
	total := shape.Report(r)
	return total
}
