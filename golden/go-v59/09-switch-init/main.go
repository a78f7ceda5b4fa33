package main

import "fmt"

func main() {
	x := 4
	y := 0
	z := 0
	switch d := x % 3; d {
	case 0:
		y = 10
	case 1:
		y = d + 1
		z = 5
	default:
		z = 7
	}
	fmt.Println(y, z)
}
