package kv

import (
	"errors"
	"fmt"
)

type Store struct {
	data  map[string][]byte
	limit int
	used  int
}

func New(limit int) *Store {
	return &Store{data: make(map[string][]byte), limit: limit}
}

// Put stores a copy of val under key and reports how many bytes it stored.
func (s *Store) Put(key string, val []byte) (n int, err error) {
	defer func() {
		if err != nil {
			n = 0
			err = fmt.Errorf("put %q: %w", key, err)
		}
	}()
	if len(val) == 0 {
		return 0, errors.New("empty value")
	}
	n = len(val)
	if s.used+n > s.limit {
		err = errors.New("store full")
		return
	}
	s.data[key] = append([]byte(nil), val...)
	s.used += n
	return
}

func (s *Store) Used() int {
	return s.used
}
