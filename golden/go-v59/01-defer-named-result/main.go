package main

import "fmt"

func compute(a int) (n int) {
	defer func() {
		n *= 2
	}()
	n = a + 1
	return n
}

func main() {
	x := 3
	unused := 7
	r := compute(x)
	fmt.Println(r, unused)
}
