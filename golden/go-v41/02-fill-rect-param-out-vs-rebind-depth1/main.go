package main

import "fmt"

func main() {
	rows, cols := 4, 6
	canvas := blank(rows, cols)
	shadow := blank(rows+1, cols)
	name := "roof"
	fillRect(canvas, 0, 1, 2, 3, '#', name)
	fillRect(shadow, 1, 2, 2, 3, '#', "shade")
	widen(canvas, cols)
	n := countCells(canvas, '#')
	fmt.Println(string(canvas[1]), n, len(shadow))
}

// countCells only reads the canvas.
func countCells(g [][]byte, ch byte) int {
	n := 0
	for r := range g {
		for c := range g[r] {
			if g[r][c] == ch {
				n++
			}
		}
	}
	return n
}

// widen previews one more row; it rebinds its own parameter only.
func widen(g [][]byte, cols int) {
	g = append(g, makeRow(cols, '~'))
	fmt.Println("preview rows:", len(g))
}
