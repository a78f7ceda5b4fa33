package main

type item struct {
	name    string
	qty     int
	shipped int
}

type order struct {
	slot int
	n    int
}

// ship takes every order out of the stock in place.
func ship(items []item, orders []order) {
	for _, o := range orders {
		items[o.slot].qty -= o.n
		items[o.slot].shipped += o.n
	}
}

// remaining sums what can still be sold.
func remaining(items []item) int {
	total := 0
	for _, it := range items {
		total += available(it)
	}
	return total
}
