package main

import "fmt"

func gen(start int) func() int {
	c := start
	return func() int {
		c++
		return c
	}
}

func main() {
	next := gen(10)
	a := next()
	b := next()
	other := 5
	fmt.Println(a)
	fmt.Println(b)
	fmt.Println(other)
}
