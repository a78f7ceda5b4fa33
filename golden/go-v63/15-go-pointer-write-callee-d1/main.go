package main

import "fmt"

type Box struct {
	val int
	tag string
}

func fill(b *Box, x int) {
	b.val = x * 2
	b.tag = "set"
}

func setInt(p *int, x int) {
	*p = x + 1
}

func main() {
	seed := 4
	var box Box
	n := 0
	fill(&box, seed)
	setInt(&n, seed)
	fmt.Println(box)
	fmt.Println(n)
	m := 0
	fmt.Println(m)
}
