package main

import "fmt"

func main() {
	x := 1
	step := 3
	bump := func() {
		x += step
	}
	show := func() {
		fmt.Println("x is", x)
	}
	reset := func() {
		x = 0
	}
	_ = reset
	bump()
	show()
	bump()
	fmt.Println(x)
}
