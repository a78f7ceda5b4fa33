package main

import "fmt"

func scale(v int, k int) int {
	d := v * 2
	u := k + 1
	fmt.Println(u)
	return d
}

func first() int {
	a := scale(3, 1)
	b := a + 1
	return b
}

func second() {
	c := scale(5, 2)
	fmt.Println(c)
}

func main() {
	r := first()
	fmt.Println(r)
	second()
}
