package stock

import (
	"fmt"
	"strings"
)

// Load parses every non-blank line; the first bad line stops it.
func Load(lines []string) ([]Item, error) {
	var items []Item
	blank := 0
	for i, line := range lines {
		if strings.TrimSpace(line) == "" {
			blank++
			continue
		}
		item, err := ParseItem(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		items = append(items, item)
	}
	fmt.Println("blank lines:", blank)
	return items, nil
}
