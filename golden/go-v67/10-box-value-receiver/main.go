package main

import "fmt"

type Box[T any] struct {
	val T
}

func (b *Box[T]) Set(v T) {
	b.val = v
}

func (b Box[T]) Reset() {
	var zero T
	b.val = zero
}

func (b Box[T]) Get() T {
	return b.val
}

func main() {
	var ib Box[int]
	ib.Set(5)
	ib.Reset()
	x := ib.Get()
	fmt.Println(x)
}
