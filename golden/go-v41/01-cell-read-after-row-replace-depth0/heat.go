package main

import "fmt"

// newGrid returns a rows x cols grid of zeros.
func newGrid(rows, cols int) [][]int {
	g := make([][]int, rows)
	for r := 0; r < rows; r++ {
		g[r] = make([]int, cols)
	}
	return g
}

// heatAt builds a heat map and a trail map of the same size and
// reports the heat of cell (1, 2).
func heatAt(rows, cols, hot int) int {
	g := newGrid(rows, cols)
	trail := newGrid(rows, cols)
	if hot > 50 {
		hot = 50
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			g[r][c] = r*cols + c
			trail[r][c] = -1
		}
	}
	g[1] = []int{hot, hot + 1, hot + 2}
	peak := g[0][0]
	trail[0][0] = peak
	g[2][0] = hot * 2
	v := g[1][2]
	fmt.Println("trail:", trail)
	return v
}

func main() {
	fmt.Println("heat at (1,2):", heatAt(3, 3, 7))
}
