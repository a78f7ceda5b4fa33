package main

import "fmt"

func pick(tag string, xs ...int) int {
	fmt.Println(tag)
	m := 0
	for _, x := range xs {
		if x > m {
			m = x
		}
	}
	return m
}

func main() {
	label := "z"
	b := 2
	c := 3
	d := 4
	r := pick(label, b, c)
	n := pick(label, d)
	fmt.Println(r, n)
}
