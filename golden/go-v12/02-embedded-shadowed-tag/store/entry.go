package store

import "fmt"

// Meta is the bookkeeping embedded in every stored record.
type Meta struct {
	Key     string
	Version int
}

// Bump records one more edit.
func (m *Meta) Bump() {
	m.Version++
}

// Stale reports whether the record was edited more than limit times.
func (m *Meta) Stale(limit int) bool {
	return m.Version > limit
}

// Next is the version the next edit will get; m is a copy.
func (m Meta) Next() int {
	m.Version++
	return m.Version
}

// Tag names a bare Meta by key and version.
func (m Meta) Tag() string {
	return fmt.Sprintf("%s@v%d", m.Key, m.Version)
}

// Entry is a stored record; its own Tag shadows the promoted Meta.Tag.
type Entry struct {
	Meta
	Body string
}

// Tag names an entry by key, version and body size (capped at 99).
func (e Entry) Tag() string {
	size := len(e.Body)
	if size > 99 {
		size = 99
	}
	return fmt.Sprintf("%s:v%d:%02d", e.Key, e.Version, size)
}
