package main

import "fmt"

type Base struct {
	n int
}

func (b *Base) Inc(k int) {
	b.n += k
}

func (b *Base) Show() {
	fmt.Println("n is", b.n)
}

func (b Base) Get() int {
	return b.n
}

type Outer struct {
	Base
	tag string
}

func main() {
	step := 4
	other := 9
	o := Outer{tag: "t"}
	o.Inc(step)
	o.Show()
	v := o.Get()
	fmt.Println(v, other)
}
