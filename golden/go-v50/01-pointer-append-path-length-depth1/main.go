package main

import "fmt"

func main() {
	var route Path
	var detour Path
	route.Add(Point{X: 0, Y: 0})
	detour.Add(Point{X: 9, Y: 9})
	step := 3
	route.Add(Point{X: step, Y: 1})
	moved := route.Shifted(10)
	detour.Add(Point{X: step * 2, Y: 2})
	fmt.Println(len(moved), detour.Length())
	total := route.Length()
	fmt.Println("route length", total)
}
