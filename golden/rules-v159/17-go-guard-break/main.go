package main

import "fmt"

func firstNeg(xs []int) int {
	pos := -1
	steps := 0
	for i := 0; i < len(xs); i++ {
		neg := xs[i] < 0
		if neg {
			pos = i
			break
		}
		steps++
	}
	fmt.Println(steps)
	return pos
}

func main() {
	data := []int{3, -1, 4}
	p := firstNeg(data)
	fmt.Println(p)
}
