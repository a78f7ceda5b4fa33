package main

import "fmt"

// newCounter returns a closure that adds its argument to a private
// running count and returns the new count.
func newCounter(start int) func(int) int {
	n := start
	return func(by int) int {
		n += by
		return n
	}
}

func show(label string, v int) {
	fmt.Printf("%s=%d\n", label, v)
}
