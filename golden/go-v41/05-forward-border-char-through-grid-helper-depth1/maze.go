package main

import (
	"fmt"
	"strings"
)

// blank returns a rows x cols grid filled with floor.
func blank(rows, cols int, floor byte) [][]byte {
	g := make([][]byte, rows)
	for r := 0; r < rows; r++ {
		g[r] = make([]byte, cols)
		for c := 0; c < cols; c++ {
			g[r][c] = floor
		}
	}
	return g
}

// border draws ch around the edge of g, in place.
func border(g [][]byte, ch byte) {
	rows, cols := len(g), len(g[0])
	for c := 0; c < cols; c++ {
		g[0][c] = ch
		g[rows-1][c] = ch
	}
	for r := 1; r < rows-1; r++ {
		g[r][0] = ch
		g[r][cols-1] = ch
	}
}

func countOpen(g [][]byte, floor byte) int {
	n := 0
	for r := range g {
		for c := range g[r] {
			if g[r][c] == floor || g[r][c] == 'S' {
				n++
			}
		}
	}
	return n
}

func render(g [][]byte) string {
	var lines []string
	for _, row := range g {
		lines = append(lines, string(row))
	}
	note(len(lines))
	return strings.Join(lines, "\n")
}

func note(rows int) {
	fmt.Println("rendered rows:", rows)
}
