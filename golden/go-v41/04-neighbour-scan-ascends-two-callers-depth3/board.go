package main

// Board is a Life board; cells holds one byte slice per row.
type Board struct {
	cells [][]byte
	gen   int
}

var dirs = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}

// parseRow keeps '#' and turns every other character into '.'.
func parseRow(line string) []byte {
	row := []byte(line)
	for i := 0; i < len(line); i++ {
		if line[i] != '#' {
			row[i] = '.'
		}
	}
	return row
}

func NewBoard(lines []string) *Board {
	b := &Board{}
	for _, line := range lines {
		b.cells = append(b.cells, parseRow(line))
	}
	return b
}

func (b *Board) Set(r, c int, ch byte) {
	b.cells[r][c] = ch
}

func (b *Board) Tick() {
	b.gen++
}

// Alive counts live cells; it only reads the board.
func (b *Board) Alive() int {
	n := 0
	for _, row := range b.cells {
		for _, ch := range row {
			if ch == '#' {
				n++
			}
		}
	}
	return n
}
