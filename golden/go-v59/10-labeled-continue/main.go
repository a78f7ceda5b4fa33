package main

import "fmt"

func main() {
	grid := [][]int{{1, -1, 2}, {3, 4}, {-5, 6}}
	sum := 0
	rows := 0
outer:
	for _, row := range grid {
		rows++
		for _, v := range row {
			if v < 0 {
				continue outer
			}
			sum += v
		}
		rows += 100
	}
	fmt.Println(sum, rows)
}
