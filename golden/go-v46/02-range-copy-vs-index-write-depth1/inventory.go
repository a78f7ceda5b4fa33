package main

// Item is one stock line.
type Item struct {
	Name  string
	Qty   int
	Price int
}

// restock tries to top up low lines and reprices the ones in stock.
func restock(items []Item, floor int) {
	for _, it := range items {
		if it.Qty < floor {
			it.Qty = floor // it is a copy: items is unchanged
		}
	}
	for i := range items {
		if items[i].Qty == 0 {
			continue
		}
		items[i].Price += 2
	}
}

// value sums the stock value.
func value(items []Item) int {
	sum := 0
	for _, it := range items {
		sum += lineTotal(it)
	}
	return sum
}

func lineTotal(it Item) int {
	return it.Qty * it.Price
}

// countBelow counts the lines still under floor.
func countBelow(items []Item, floor int) int {
	n := 0
	for _, it := range items {
		if it.Qty < floor {
			n++
		}
	}
	return n
}
