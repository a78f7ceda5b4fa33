package main

import (
	"fmt"
	"strconv"
	"strings"
)

// parseCents reads "12" or "12.34" as cents; label only names the
// amount in error messages.
func parseCents(label string, raw string) (int, error) {
	tag := strings.ToUpper(label)
	parts := strings.SplitN(raw, ".", 2)
	whole, err := strconv.Atoi(parts[0])
	if err != nil {
		return 0, fmt.Errorf("%s: bad amount %q: %w", tag, raw, err)
	}
	cents := whole * 100
	if len(parts) == 2 {
		frac, err := strconv.Atoi(parts[1])
		if err != nil {
			return 0, fmt.Errorf("%s: bad cents %q: %w", tag, raw, err)
		}
		cents += frac
	}
	return cents, nil
}

// lineTotal prices one invoice line; an unreadable quantity counts as 1.
func lineTotal(qtyText string, priceText string) int {
	label := "item x" + qtyText
	price, _ := parseCents(label, priceText)
	qty, err := strconv.Atoi(qtyText)
	if err != nil {
		qty = 1
	}
	return price * qty
}
