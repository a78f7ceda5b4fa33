package main

import "fmt"

// drain pops until n non-negative values are summed or the stack is empty.
func drain(st *Stack[int], n int) int {
	sum := 0
	count := 0
	skipped := 0
	for count < n {
		v, ok := st.Pop()
		if !ok {
			break
		}
		if v < 0 {
			skipped++
			continue
		}
		sum += v
		count++
	}
	fmt.Println("skipped", skipped)
	return sum
}

func main() {
	var st Stack[int]
	for _, v := range []int{5, 8, -2, 1} {
		st.Push(v)
	}
	total := drain(&st, 2)
	fmt.Println("total", total)
}
