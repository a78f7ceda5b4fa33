package main

import "fmt"

type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) {
	s.items = append(s.items, v)
}

func (s *Stack[T]) Pop() T {
	n := len(s.items)
	v := s.items[n-1]
	s.items = s.items[:n-1]
	return v
}

func main() {
	var ints Stack[int]
	var words Stack[string]
	words.Push("a")
	ints.Push(1)
	words.Push("b")
	w := words.Pop()
	top := ints.Pop()
	fmt.Println(w)
	fmt.Println(top)
}
