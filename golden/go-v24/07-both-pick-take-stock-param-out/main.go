package main

import (
	"fmt"
	"strconv"
	"strings"

	"example.com/v24s07/inventory"
)

func newStock() map[string]int {
	return map[string]int{"bolt": 40, "nut": 25, "washer": 0}
}

// pick fills the order lines "item:qty" from stock until the line "end".
// It returns the units picked and the shortage notes.
func pick(stock map[string]int, orders []string) (int, []string) {
	picked := 0
	var notes []string
	for _, ln := range orders {
		if ln == "end" {
			break
		}
		item, qtyText, found := strings.Cut(ln, ":")
		if !found {
			continue
		}
		want, err := strconv.Atoi(qtyText)
		if err != nil || want <= 0 {
			continue
		}
		got, note := inventory.Take(stock, item, want)
		if note != "" {
			notes = append(notes, note)
		}
		picked += got
	}
	return picked, notes
}

func main() {
	stock := newStock()
	orders := []string{"bolt:15", "nut:30", "gear:2", "bad", "washer:x", "bolt:30", "end", "nut:1"}
	picked, notes := pick(stock, orders)
	fmt.Println("picked", picked, "units")
	for _, n := range notes {
		fmt.Println(" -", n)
	}
	fmt.Println("left", stock)
}
