package main

import "fmt"

func firstNeg(rows [][]int) int {
	after := 0
	pos := -1
outer:
	for i, row := range rows {
		for _, c := range row {
			if c < 0 {
				pos = i
				break outer
			}
		}
		after++
	}
	after *= 10
	fmt.Println(pos)
	return after
}

func main() {
	rows := [][]int{{1, 2}, {3, -1, 4}, {5}}
	a := firstNeg(rows)
	fmt.Println(a)
}
