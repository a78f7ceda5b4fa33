package store

// Restock adds n units of every name.
func Restock(stock map[string]int, names []string, n int) {
	for _, name := range names {
		stock[name] += n
	}
}

// Sell takes one unit of name and reports whether one was there.
func Sell(stock map[string]int, name string) bool {
	if stock[name] == 0 {
		return false
	}
	stock[name]--
	if stock[name] == 0 {
		delete(stock, name)
	}
	return true
}

// Count returns how many different names are in stock.
func Count(stock map[string]int) int {
	return len(stock)
}
