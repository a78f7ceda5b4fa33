package main

import "fmt"

func main() {
	n := 6
	limit := 10
	stop := 4
	total := 0
	count := 0
	for i := range n {
		if i == stop {
			break
		}
		total += i * i
	}
	for range limit {
		count++
	}
	fmt.Println(total, count)
}
