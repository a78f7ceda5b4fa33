package main

import "fmt"

// load pushes every value of vals onto s, in order.
func load[T any](s *Stack[T], vals []T) {
	for _, v := range vals {
		s.Push(v)
	}
}

func main() {
	nums := []int{4, 9, 2}
	st := &Stack[int]{}
	names := &Stack[string]{}
	load(st, nums)
	load(names, []string{"ann", "bob"})
	top := st.Peek()
	first, _ := st.Pop()
	fmt.Println("peeked", top, "popped", first)
	who, _ := names.Pop()
	fmt.Println("who:", who)
	size := st.Len()
	fmt.Println("left:", size)
}
