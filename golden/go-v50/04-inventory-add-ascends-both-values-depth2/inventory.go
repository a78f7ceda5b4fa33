package main

// Inventory maps an item to its stock level.
type Inventory map[string]int

// Add puts n units of item in stock; non-positive amounts are ignored.
func (inv Inventory) Add(item string, n int) {
	if n <= 0 {
		return
	}
	inv[item] += n
}

// Remove takes n units out when enough are left.
func (inv Inventory) Remove(item string, n int) bool {
	if inv[item] < n {
		return false
	}
	inv[item] -= n
	if inv[item] == 0 {
		delete(inv, item)
	}
	return true
}

// Total is derived from the map and changes nothing.
func (inv Inventory) Total() int {
	t := 0
	for _, n := range inv {
		t += n
	}
	return t
}
