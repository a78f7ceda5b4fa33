package main

import "fmt"

func main() {
	a := [][]int{{1, 2}, {3, 4}}
	b := [][]int{{0, 1}, {1, 0}}
	k := 3
	bk := scaled(b, k)
	p := mul(a, bk)
	q := mul(bk, bk)
	t := trace(p)
	fmt.Println("p =", p, "trace", t)
	fmt.Println("q =", q, "products", mulCalls)
}

func trace(m [][]int) int {
	s := 0
	for i := range m {
		s += m[i][i]
	}
	return s
}
