package main

import "fmt"

func main() {
	scores := []int{-5, 40, 70, 98}
	extra := 5
	sum, n := summarize(scores, extra)
	fmt.Println("sum", sum, "of", n)
}
