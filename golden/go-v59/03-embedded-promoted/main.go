package main

import "fmt"

type Base struct {
	n int
}

func (b *Base) Inc() {
	b.n++
}

func (b Base) Reset() {
	b.n = 0
}

type Wrap struct {
	Base
	label string
}

func main() {
	w := Wrap{label: "x"}
	w.n = 5
	w.Inc()
	w.Reset()
	v := Wrap{}
	v.Inc()
	fmt.Println(w, v)
}
