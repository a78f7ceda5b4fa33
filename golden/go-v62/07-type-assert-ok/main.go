package main

import "fmt"

type Shape interface {
	Area() int
}

type Rect struct {
	w, h int
}

func (r Rect) Area() int {
	return r.w * r.h
}

type Tri struct {
	b, h int
}

func (t Tri) Area() int {
	return t.b * t.h / 2
}

func bonus(s Shape) int {
	total := 1
	extra := 2
	if r, ok := s.(Rect); ok {
		total = r.w + 10
		fmt.Println("rect", extra)
	}
	return total
}

func main() {
	var s Shape = Tri{b: 2, h: 4}
	fmt.Println(bonus(s))
}
