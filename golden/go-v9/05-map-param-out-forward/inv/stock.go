package inv

import "sort"

// Hold takes qty units of item out of stock. Every request is counted in
// tries, served or not. It reports whether the request was served.
func Hold(stock, tries map[string]int, item string, qty int) bool {
	tries[item]++
	if stock[item] < qty {
		return false
	}
	stock[item] -= qty
	return true
}

// Low lists, sorted, the items with fewer than floor units left.
func Low(stock map[string]int, floor int) []string {
	var out []string
	for item, n := range stock {
		if n < floor {
			out = append(out, item)
		}
	}
	sort.Strings(out)
	return out
}

// Copy returns a copy of m.
func Copy(m map[string]int) map[string]int {
	c := make(map[string]int, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}
