package main

import "fmt"

func fill(dst []int, v int) {
	for i := range dst {
		dst[i] = v + i
	}
}

func main() {
	buf := make([]int, 3)
	keep := make([]int, 3)
	val := 10
	fill(buf, val)
	fill(keep, 1)
	sum := buf[0] + buf[2]
	fmt.Println(sum)
	fmt.Println(keep)
}
