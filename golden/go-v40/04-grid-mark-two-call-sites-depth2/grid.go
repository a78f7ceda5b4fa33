package main

// newGrid builds a rows x cols board of '.' cells.
func newGrid(rows, cols int) [][]byte {
	g := make([][]byte, rows)
	for r := range g {
		g[r] = make([]byte, cols)
		for c := range g[r] {
			g[r][c] = '.'
		}
	}
	return g
}

// inside reports whether (r, c) is a cell of g.
func inside(g [][]byte, r, c int) bool {
	if r < 0 || r >= len(g) {
		return false
	}
	return c >= 0 && c < len(g[r])
}

// mark writes ch into cell (r, c); shots off the board are ignored.
// The rows are shared with the caller, so the write shows there.
func mark(g [][]byte, r, c int, ch byte) {
	if !inside(g, r, c) {
		return
	}
	g[r][c] = ch
}

// countHits counts the shots that land on a ship cell.
func countHits(ships [][]byte, shots [][2]int) int {
	hits := 0
	for _, s := range shots {
		if inside(ships, s[0], s[1]) && ships[s[0]][s[1]] == '#' {
			hits++
		}
	}
	return hits
}
