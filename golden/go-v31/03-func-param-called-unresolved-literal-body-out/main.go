package main

import "fmt"

func grow(seed int, rounds int) int {
	double := func(x int) int {
		return x * 2
	}
	start := seed + 1
	name := fmt.Sprintf("grow-%d", seed)
	return Repeat(double, start, rounds, name)
}

func main() {
	n := 3
	seed := 5
	r := grow(seed, n)
	fmt.Println(r)
}
