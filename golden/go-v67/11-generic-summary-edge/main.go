package main

import "fmt"

func First[T, U any](a T, b U) T {
	fmt.Println("ignoring", b)
	return a
}

func main() {
	x := 10
	y := "label"
	r := First(x, y)
	fmt.Println(r)
}
