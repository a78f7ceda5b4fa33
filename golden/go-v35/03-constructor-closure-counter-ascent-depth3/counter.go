package main

import "fmt"

// NewCounter returns a closure yielding start+step, start+2*step, ...
// that wraps back to start once the value passes limit.
func NewCounter(name string, start, step, limit int) func() int {
	n := start
	calls := 0
	return func() int {
		calls++
		if calls == 1 {
			fmt.Println("first call of", name)
		}
		n += step
		if n > limit {
			n = start
		}
		return n
	}
}
