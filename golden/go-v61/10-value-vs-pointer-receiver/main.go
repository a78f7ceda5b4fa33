package main

import "fmt"

type Acc struct {
	N int
}

func (a Acc) AddV(k int) {
	a.N += k
}

func (a *Acc) AddP(k int) {
	a.N += k
}

func main() {
	acc := Acc{N: 1}
	x := 2
	y := 3
	acc.AddV(x)
	acc.AddP(y)
	fmt.Println(acc)
}
