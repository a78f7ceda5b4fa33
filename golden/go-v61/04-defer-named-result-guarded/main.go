package main

import "fmt"

func calc(x int, double bool) (n int) {
	if double {
		defer func() {
			n *= 2
		}()
	}
	defer func() {
		fmt.Println("leaving with", n)
	}()
	n = x + 1
	return n
}

func main() {
	a := 4
	d := true
	tag := "run"
	r := calc(a, d)
	fmt.Println(tag, r)
}
