package grid

// Hit is the position of a cell.
type Hit struct {
	Row, Col int
}

// Scan looks for the first cell above limit. A row holding a negative
// (malformed) cell is abandoned at that cell. Besides the hit (Row -1
// when there is none) it counts the bad rows and the rows read to the
// end before the search stopped.
func Scan(rows [][]int, limit int) (Hit, int, int) {
	hit := Hit{Row: -1, Col: -1}
	bad := 0
	clean := 0
scan:
	for i, row := range rows {
		for j, v := range row {
			if v < 0 {
				bad++
				continue scan
			}
			if v > limit {
				hit = Hit{Row: i, Col: j}
				break scan
			}
		}
		clean++
	}
	return hit, bad, clean
}
