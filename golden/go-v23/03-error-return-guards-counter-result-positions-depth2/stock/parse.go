package stock

import (
	"fmt"
	"strconv"
	"strings"
)

// Item is one stock line: a product name and a quantity.
type Item struct {
	Name string
	Qty  int
}

// ParseItem reads a "name = quantity" line.
func ParseItem(line string) (Item, error) {
	name, qtyText, found := strings.Cut(line, "=")
	if !found {
		return Item{}, fmt.Errorf("parse %q: missing '='", line)
	}
	qty, err := strconv.Atoi(strings.TrimSpace(qtyText))
	if err != nil {
		return Item{}, fmt.Errorf("parse %q: %w", line, err)
	}
	name = strings.ToLower(strings.TrimSpace(name))
	return Item{Name: name, Qty: qty}, nil
}
