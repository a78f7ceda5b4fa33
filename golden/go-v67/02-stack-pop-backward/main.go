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

func (s *Stack[T]) Len() int {
	return len(s.items)
}

func main() {
	var ints Stack[int]
	var words Stack[string]
	ints.Push(4)
	words.Push("a")
	size := ints.Len()
	ints.Push(7)
	words.Push("b")
	top := ints.Pop()
	fmt.Println(top)
	fmt.Println(size, words.Pop())
}
