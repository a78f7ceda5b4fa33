package main

import "fmt"

func report(label string, v int) {
	fmt.Println(label, v)
}

func run() int {
	x := 1
	defer report("x at defer", x)
	x = 2
	x *= 5
	return x
}

func main() {
	fmt.Println(run())
}
