package main

import "fmt"

func describe(x any) int {
	r := 0
	extra := 1
	switch v := x.(type) {
	case int:
		r = v * 2
		extra = v
	case string:
		r = len(v)
	default:
		extra = 0
	}
	fmt.Println(extra)
	return r
}

func main() {
	a := describe(21)
	b := describe("hey")
	fmt.Println(a, b)
}
