package main

import "fmt"

func main() {
	hits := newCounter(0)
	misses := newCounter(100)
	step := 2
	h := hits(step)
	step = 5
	m := misses(step)
	show("hits", h)
	show("misses", m)
	if h > 1 {
		fmt.Println("busy", step)
	}
	fmt.Println("ratio", m/h)
}
