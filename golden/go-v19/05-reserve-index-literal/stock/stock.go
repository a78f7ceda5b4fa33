package stock

// Line is a stock line; Reserved counts the units promised to orders.
type Line struct {
	SKU      string
	Qty      int
	Reserved int
}

// Reserve books the orders (skus[k] wants qtys[k] units) against lines,
// in order, and returns how many units it could not book and how many
// lines have nothing left to promise.
func Reserve(lines []Line, skus []string, qtys []int) (missing, empty int) {
	book := func(sku string, want int) {
		for i := range lines {
			if lines[i].SKU == sku {
				take := min(want, lines[i].Qty-lines[i].Reserved)
				lines[i].Reserved += take
				want -= take
			}
		}
		missing += want
	}
	free := func(i int) int {
		ln := lines[i]
		ln.Qty -= ln.Reserved
		return ln.Qty
	}
	for k, sku := range skus {
		book(sku, qtys[k])
	}
	for i := range lines {
		if free(i) == 0 {
			empty++
		}
	}
	return missing, empty
}
