package main

import "fmt"

func compute(x int) (n int) {
	log := 0
	defer func() {
		n *= 2
	}()
	log++
	n = x + 1
	fmt.Println(log)
	return n
}

func main() {
	r := compute(4)
	fmt.Println(r)
}
