package main

import "fmt"

func setFirst(s []int, v int) {
	s[0] = v
}

func grow(s []int, v int) {
	s = append(s, v)
	fmt.Println(len(s))
}

func main() {
	a := []int{1, 2, 3}
	v := 7
	w := 8
	setFirst(a, v)
	grow(a, w)
	fmt.Println(a)
}
