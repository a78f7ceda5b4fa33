package main

import "fmt"

// Repeat applies step to v, n times; tag is only logged.
func Repeat(step func(int) int, v int, n int, tag string) int {
	out := v
	for i := 0; i < n; i++ {
		out = step(out)
	}
	if tag != "" {
		fmt.Println(tag, out)
	}
	return out
}
