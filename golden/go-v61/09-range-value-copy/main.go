package main

import "fmt"

type Pt struct {
	X int
}

func main() {
	pts := []Pt{{X: 1}, {X: 2}}
	for _, p := range pts {
		p.X = 99
		fmt.Println(p.X)
	}
	for i := range pts {
		pts[i].X += 10
	}
	fmt.Println(pts)
}
