package sheet

import "strings"

// Keep returns the data rows (joined by commas) whose cells are all filled
// and allowed, skipping the header row, and counts the empty cells it met.
func Keep(rows [][]string, banned map[string]bool) ([]string, int) {
	var kept []string
	empty := 0
	seen := 0
row:
	for i, cells := range rows {
		if i == 0 {
			continue
		}
		seen++
		for _, raw := range cells {
			cell := strings.TrimSpace(raw)
			if cell == "" {
				empty++
				continue row
			}
			if banned[strings.ToLower(cell)] {
				continue row
			}
		}
		kept = append(kept, strings.Join(cells, ","))
	}
	if seen == 0 {
		return nil, empty
	}
	return kept, empty
}
