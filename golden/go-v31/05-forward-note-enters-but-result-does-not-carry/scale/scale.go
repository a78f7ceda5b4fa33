package scale

import "fmt"

// Scaled multiplies every value by factor; note is printed when not empty.
func Scaled(factor int, note string, xs ...int) []int {
	if note != "" {
		fmt.Printf("%s: %d values\n", note, len(xs))
	}
	out := make([]int, 0, len(xs))
	for _, x := range xs {
		out = append(out, x*factor)
	}
	return out
}

// Sum adds its arguments.
func Sum(xs ...int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
