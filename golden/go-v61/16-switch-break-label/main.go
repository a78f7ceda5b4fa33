package main

import "fmt"

func main() {
	xs := []int{3, -2, 150, 7}
	total := 0
	big := 0
scan:
	for _, v := range xs {
		switch {
		case v > 100:
			big++
		case v < 0:
			break scan
		}
		total += v
	}
	fmt.Println(big)
	fmt.Println(total)
}
