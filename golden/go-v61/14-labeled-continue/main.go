package main

import "fmt"

func main() {
	grid := [][]int{{1, 2}, {0, 4}, {5, 6}}
	prod := 1
	full := 0
rows:
	for _, row := range grid {
		for _, v := range row {
			if v == 0 {
				continue rows
			}
			prod *= v
		}
		full++
	}
	fmt.Println(prod)
	fmt.Println(full)
}
