package main

import "fmt"

type Stack []int

func (s *Stack) Push(v int) {
	*s = append(*s, v)
}

func (s Stack) Size() int {
	return len(s)
}

func (s Stack) Top() int {
	return s[len(s)-1]
}

func main() {
	k := 3
	var st Stack
	st.Push(1)
	st.Push(k)
	sz := st.Size()
	t := st.Top()
	fmt.Println(t, sz)
}
