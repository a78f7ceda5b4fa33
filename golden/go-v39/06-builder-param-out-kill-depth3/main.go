package main

import "fmt"

type item struct {
	name string
	qty  int
}

func main() {
	stock := []item{{"bolts", 120}, {"nuts", 0}, {"washers", 35}}
	backorder := []item{{"rivets", 8}, {"pins", 0}}
	width := 8
	report := render(stock, width)
	fmt.Print(report)
	report = render(backorder, width)
	fmt.Print(report)
	fmt.Println("rows written:", rowsWritten)
	fmt.Println("units:", units(stock)+units(backorder))
}

// units sums the quantities of items.
func units(items []item) int {
	n := 0
	for _, it := range items {
		n += it.qty
	}
	return n
}
