package main

import "fmt"

func pick(flag bool, n int) int {
	x := n
	if flag {
		x := n * 100
		x++
		fmt.Println(x)
	} else {
		x = n + 1
	}
	for i := 0; i < 2; i++ {
		x := i
		_ = x
	}
	return x
}

func main() {
	r := pick(true, 5)
	fmt.Println(r)
}
