package main

import "fmt"

func grid(rows [][]int) int {
	rowsDone := 0
	cells := 0
outer:
	for _, row := range rows {
		for _, c := range row {
			if c < 0 {
				continue outer
			}
			cells += c
		}
		rowsDone++
	}
	fmt.Println(cells)
	return rowsDone
}

func main() {
	rows := [][]int{{1, 2}, {3, -1, 4}, {5}}
	d := grid(rows)
	fmt.Println(d)
}
