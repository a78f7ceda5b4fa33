package main

// scan adds up the cells of grid row by row. A negative cell ends the scan,
// a zero skips the rest of its row, and a cell above limit is clipped to
// limit unless strict is set.
func scan(grid [][]int, limit int, strict bool) (int, int) {
	sum := 0
	cells := 0
rows:
	for _, row := range grid {
		for _, c := range row {
			switch {
			case c < 0:
				break rows
			case c == 0:
				continue rows
			case c > limit:
				if strict {
					break
				}
				c = limit
			}
			sum += c
			cells++
		}
	}
	return sum, cells
}
