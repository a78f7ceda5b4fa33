package main

// Item is one stock record.
type Item struct {
	Name string
	Qty  int
}

// Apply takes delta units out of stock and returns what the bolt
// record would hold. byName stores struct values: reading one gives a
// copy, so byName itself is unchanged. byID stores pointers: the write
// goes through to the record the caller shares.
func Apply(byName map[string]Item, byID map[int]*Item, delta int) int {
	it := byName["bolt"]
	it.Qty -= delta
	byID[7].Qty -= delta
	return it.Qty
}

// Restore sets the quantity of one record and writes the struct back
// into the map, which is what makes the change visible to the caller.
func Restore(byName map[string]Item, key string, qty int) {
	it := byName[key]
	it.Qty = qty
	byName[key] = it
}
