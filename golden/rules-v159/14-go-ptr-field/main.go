package main

import "fmt"

type Box struct {
	cap  int
	used int
}

func (b *Box) SetCap(c int) {
	b.cap = c
}

func (b *Box) Free() int {
	return b.cap - b.used
}

func run(k int) {
	box := &Box{}
	spare := &Box{cap: 9}
	c := k * 4
	box.SetCap(c)
	free := box.Free()
	sf := spare.Free()
	fmt.Println(free)
	fmt.Println(sf)
}

func main() {
	run(3)
}
