package main

import "fmt"

func main() {
	a := 7
	b := 3
	c := 10
	d := 20
	lo := min(a, b)
	hi := max(c, d)
	a = max(a, 100)
	fmt.Println(lo, hi, a)
}
