package main

// Entry is one customer's running tab.
type Entry struct {
	Name  string
	Total int
	Count int
}

// addByPtr updates an entry held in a map of pointers: the write
// through m[key] lands in the caller's map.
func addByPtr(m map[string]*Entry, key string, amt int) {
	if _, ok := m[key]; !ok {
		m[key] = &Entry{Name: key}
	}
	m[key].Count++
	m[key].Total += amt
}

// addByValue updates an entry held in a map of struct values. It
// edits a copy and never stores it back, so the caller's map keeps
// the old entry.
func addByValue(m map[string]Entry, key string, amt int) {
	e := m[key]
	e.Total += amt
	e.Count++
}
