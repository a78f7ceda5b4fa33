package main

import (
	"fmt"

	"example.com/w06/ring"
)

func main() {
	samples := []float64{3.5, 4, 9.25, 7, 1.5}
	keep := 3
	last := ring.Tail(samples, keep)
	first := ring.Tail(samples, 1)
	pad := make([]float64, len(samples)-len(last))
	n := ring.Fill(pad, first[0])
	window := append(pad, last...)
	fmt.Println(window, n)
	fmt.Println(ring.Mean(samples))
}
