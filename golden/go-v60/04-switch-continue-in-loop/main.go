package main

import "fmt"

func sum(xs []int) int {
	total := 0
	zeros := 0
	for _, x := range xs {
		switch {
		case x < 0:
			continue
		case x == 0:
			zeros++
		}
		total += x
	}
	fmt.Println(zeros)
	return total
}

func main() {
	data := []int{-1, 0, 2, 5}
	t := sum(data)
	fmt.Println(t)
}
