package main

import "fmt"

type Base struct {
	n int
	m int
}

type Outer struct {
	Base
	name string
}

func main() {
	a := 5
	c := 6
	o := Outer{Base: Base{n: a, m: 1}, name: "q"}
	o.m = c
	o.name = "r"
	w := o.n
	fmt.Println(w, o.m)
}
