package main

import "fmt"

func main() {
	grid := [][]int{{1, 2}, {3, -1}, {5, 6}}
	sum := 0
	rows := 0
outer:
	for _, row := range grid {
		for _, v := range row {
			if v < 0 {
				break outer
			}
			sum += v
		}
		rows++
	}
	fmt.Println(rows)
	fmt.Println(sum)
}
