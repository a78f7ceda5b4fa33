package main

import "fmt"

type Board struct {
	cells [3][3]byte
	moves int
}

// place puts m at (r, c) on the board b points at.
func (b *Board) place(r, c int, m byte) {
	row := b.cells[r]
	row[c] = m
	b.cells[r] = row
	b.moves++
}

// clearRow is meant to empty row r, but it only edits a copy of the row.
func (b *Board) clearRow(r int) {
	row := b.cells[r]
	for c := range row {
		row[c] = 0
	}
}

// withMark returns a copy of the board with m at (r, c).
func (b Board) withMark(r, c int, m byte) Board {
	b.cells[r][c] = m
	b.moves++
	return b
}

// preview prints the board with a '?' at (r, c); b is a copy.
func (b Board) preview(r, c int) {
	b.cells[r][c] = '?'
	fmt.Println(b.render())
}

func (b Board) render() string {
	out := ""
	for _, row := range b.cells {
		for _, v := range row {
			if v == 0 {
				v = '.'
			}
			out += string(v)
		}
		out += "\n"
	}
	return out + fmt.Sprintf("moves=%d", b.moves)
}
