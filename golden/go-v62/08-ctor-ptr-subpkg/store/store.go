package store

import "fmt"

type Store struct {
	items []string
	limit int
	label string
}

func New(limit int, label string) *Store {
	return &Store{limit: limit, label: label}
}

func (s *Store) Put(v string) {
	if len(s.items) >= s.limit {
		return
	}
	s.items = append(s.items, v)
}

func (s *Store) Describe() {
	fmt.Println(s.label, len(s.items))
}

func (s *Store) Len() int {
	return len(s.items)
}
