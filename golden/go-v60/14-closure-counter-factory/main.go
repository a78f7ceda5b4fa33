package main

import "fmt"

func counter(start int) func() int {
	n := start
	waste := 0
	return func() int {
		n++
		waste--
		return n
	}
}

func main() {
	next := counter(10)
	next()
	v := next()
	fmt.Println(v)
}
