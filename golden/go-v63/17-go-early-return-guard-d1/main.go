package main

import "fmt"

func process(items []int, limit int) int {
	size := len(items)
	msg := "start"
	if size > limit {
		return -1
	}
	msg = "ok"
	half := limit / 2
	fmt.Println(msg, half)
	return size
}

func main() {
	r := process([]int{1, 2, 3}, 2)
	fmt.Println(r)
}
