package main

import "fmt"

func main() {
	var st Stack[int]
	var names Stack[string]
	st.Push(4)
	st.Push(9)
	names.Push("ada")
	first, _ := st.Pop()
	left := st.Len()
	who, _ := names.Pop()
	fmt.Println(first, who)
	fmt.Println(left)
}
