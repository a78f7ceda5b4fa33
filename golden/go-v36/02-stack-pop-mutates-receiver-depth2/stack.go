package main

// Stack is a last-in, first-out container of any element type.
type Stack[T any] struct {
	items []T
}

// Push adds v on top of the stack.
func (s *Stack[T]) Push(v T) {
	s.items = append(s.items, v)
}

// Pop removes the top value; ok is false when the stack is empty.
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	top := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return top, true
}

// Peek returns the top value and leaves the stack unchanged.
func (s *Stack[T]) Peek() T {
	return s.items[len(s.items)-1]
}

// Len reports how many values are stored.
func (s Stack[T]) Len() int {
	return len(s.items)
}
