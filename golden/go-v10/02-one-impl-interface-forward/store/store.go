package store

import "strings"

// Store is a string key-value store with case-insensitive keys.
type Store interface {
	Get(key string) (string, bool)
	Set(key, val string)
}

type memStore struct {
	data map[string]string
}

// New returns the in-memory Store.
func New() Store {
	return &memStore{data: make(map[string]string)}
}

func normalize(key string) string {
	return strings.ToLower(strings.TrimSpace(key))
}

func (m *memStore) Get(key string) (string, bool) {
	k := normalize(key)
	v, ok := m.data[k]
	if !ok {
		return "", false
	}
	return v, true
}

func (m *memStore) Set(key, val string) {
	m.data[normalize(key)] = val
}

// Frozen is a read-only snapshot. It has no Set, so it is not a Store.
type Frozen map[string]string

func (f Frozen) Get(key string) (string, bool) {
	v, ok := f[normalize(key)]
	return v, ok
}
