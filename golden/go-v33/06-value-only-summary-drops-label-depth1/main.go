package main

import (
	"errors"
	"fmt"
	"strings"
)

// ErrFormat marks an invoice line without exactly two fields.
var ErrFormat = errors.New("want: qty price")

var rates = map[string]string{"eu": "4.50", "us": "x"}

func invoiceTotal(lines []string) (total int, err error) {
	for i, l := range lines {
		f := strings.Fields(l)
		if len(f) != 2 {
			err = fmt.Errorf("line %d: %w", i+1, ErrFormat)
			continue
		}
		qty := f[0]
		price := strings.TrimPrefix(f[1], "$")
		total += lineTotal(qty, price)
	}
	return
}

func shipping(zone string) int {
	c, err := parseCents("shipping "+zone, rates[zone])
	if err != nil {
		fmt.Println("no rate:", err)
		return 0
	}
	return c
}

func main() {
	lines := []string{"2 $3.25", "oops", "3 $0.99"}
	total, err := invoiceTotal(lines)
	fmt.Println("goods", total, "cents; problems:", err)
	fmt.Println("shipping", shipping("eu"), shipping("us"))
}
