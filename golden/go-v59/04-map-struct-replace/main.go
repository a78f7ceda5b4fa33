package main

import "fmt"

type P struct {
	x, y int
}

func main() {
	m := map[string]P{}
	a := 1
	c := 3
	m["k"] = P{x: a, y: 0}
	m["k"] = P{x: c, y: 1}
	q := P{x: 9}
	q.y = a
	fmt.Println(m["k"].x, q)
}
