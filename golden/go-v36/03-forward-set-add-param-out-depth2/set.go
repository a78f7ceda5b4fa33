package main

// Set holds distinct comparable keys.
type Set[K comparable] struct {
	m map[K]struct{}
}

// NewSet returns an empty set ready for use.
func NewSet[K comparable]() *Set[K] {
	return &Set[K]{m: make(map[K]struct{})}
}

// Add inserts k; adding a present key changes nothing.
func (s *Set[K]) Add(k K) {
	s.m[k] = struct{}{}
}

// Has reports whether k is present.
func (s *Set[K]) Has(k K) bool {
	_, ok := s.m[k]
	return ok
}

// Size reports how many distinct keys the set holds.
func (s *Set[K]) Size() int {
	return len(s.m)
}
