package main

import "fmt"

type Tally map[string]int

func (t Tally) Sum() int {
	s := 0
	for _, v := range t {
		s += v
	}
	return s
}

func (t Tally) Keys() int {
	return len(t)
}

func main() {
	n := 4
	m := 9
	tl := Tally{"a": 1}
	other := Tally{}
	tl["b"] = n
	other["c"] = m
	tl["a"]++
	total := tl.Sum()
	fmt.Println(total, other.Keys())
}
