package main

// Live counts the live neighbours of (r, c), skipping offsets that
// fall off the board.
func (b *Board) Live(r, c int) int {
	n := 0
	for _, d := range dirs {
		nr, nc := r+d[0], c+d[1]
		if nr < 0 || nr >= len(b.cells) || nc < 0 || nc >= len(b.cells[nr]) {
			continue
		}
		if b.cells[nr][nc] == '#' {
			n++
		}
	}
	return n
}

// Step returns the next generation as a new board.
func (b *Board) Step() *Board {
	next := &Board{gen: b.gen + 1}
	for r := range b.cells {
		row := make([]byte, len(b.cells[r]))
		for c := range b.cells[r] {
			n := b.Live(r, c)
			if n == 3 || (n == 2 && b.cells[r][c] == '#') {
				row[c] = '#'
			} else {
				row[c] = '.'
			}
		}
		next.cells = append(next.cells, row)
	}
	return next
}
