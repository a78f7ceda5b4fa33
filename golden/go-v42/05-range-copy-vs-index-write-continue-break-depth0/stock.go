package main

type Item struct {
	Name  string
	Qty   int
	Price int
}

// reprice marks down the items of stock (sorted by price, dearest first)
// and returns the value of what is in stock. stock is a copy.
func reprice(stock [4]Item, pct int, floor int) int {
	for _, it := range stock {
		if it.Qty < floor {
			it.Qty = floor
		}
	}
	for i := range stock {
		if stock[i].Qty == 0 {
			continue
		}
		if stock[i].Price < 100 {
			break
		}
		stock[i].Price -= stock[i].Price * pct / 100
	}
	value := 0
	for _, it := range stock {
		value += it.Qty * it.Price
	}
	return value
}
