package main

// scan counts the rows it reads (stopping after limit rows) and the digits
// before the first '#' comment marker of each row.
func scan(rows []string, limit int) (int, int) {
	lines := 0
	digits := 0
	i := 0
	for i < len(rows) {
		for _, r := range rows[i] {
			if r == '#' {
				break
			}
			if r >= '0' && r <= '9' {
				digits++
			}
		}
		lines++
		if lines == limit {
			return lines, digits
		}
		i++
	}
	return lines, digits
}
