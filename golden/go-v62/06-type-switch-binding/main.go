package main

import "fmt"

type Circle struct {
	rad int
}

type Sq struct {
	side int
}

func measure(x any) int {
	r := 0
	k := 7
	switch v := x.(type) {
	case Circle:
		r = v.rad * 3
	case *Sq:
		r = v.side * v.side
	case bool:
		fmt.Println("flag", v, k)
	default:
		r = -1
	}
	return r
}

func main() {
	c := Circle{rad: 2}
	d := &Sq{side: 3}
	fmt.Println(measure(c), measure(d))
}
