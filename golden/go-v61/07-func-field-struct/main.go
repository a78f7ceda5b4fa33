package main

import "fmt"

type Op struct {
	name string
	f    func(int) int
}

func double(x int) int {
	return x * 2
}

func main() {
	op := Op{name: "dbl", f: double}
	a := 21
	op.name = "twice"
	y := op.f(a)
	fmt.Println(op.name, y)
}
