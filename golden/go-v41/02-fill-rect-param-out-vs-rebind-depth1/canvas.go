package main

import "fmt"

// makeRow returns n copies of ch.
func makeRow(n int, ch byte) []byte {
	row := make([]byte, n)
	for i := 0; i < n; i++ {
		row[i] = ch
	}
	return row
}

// blank returns a rows x cols canvas filled with dots.
func blank(rows, cols int) [][]byte {
	g := make([][]byte, rows)
	for r := 0; r < rows; r++ {
		g[r] = makeRow(cols, '.')
	}
	return g
}

// fillRect paints an h x w rectangle whose top-left corner is (top, left).
func fillRect(g [][]byte, top, left, h, w int, ch byte, label string) {
	fmt.Printf("fill %s at %d,%d\n", label, top, left)
	for r := top; r < top+h; r++ {
		for c := left; c < left+w; c++ {
			g[r][c] = ch
		}
	}
}
