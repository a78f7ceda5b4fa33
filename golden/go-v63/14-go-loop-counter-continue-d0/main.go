package main

import "fmt"

func run(n int) int {
	total := 0
	seen := 0
	for i := 0; i < n; i++ {
		seen++
		if i == 3 {
			continue
		}
		total += i
	}
	fmt.Println(seen)
	return total
}

func main() {
	fmt.Println(run(5))
}
