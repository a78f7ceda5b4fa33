package main

import "fmt"

type Pt struct {
	X, Y int
}

func main() {
	a := Pt{X: 1, Y: 2}
	b := a
	b.X = 100
	a.Y = 7
	fmt.Println(b)
	fmt.Println(a)
}
