package main

import "fmt"

func Swap[T any](a, b *T) {
	*a, *b = *b, *a
}

func main() {
	x := 1
	y := 2
	s := "p"
	t := "q"
	Swap(&x, &y)
	Swap(&s, &t)
	fmt.Println(x)
	fmt.Println(s, t, y)
}
