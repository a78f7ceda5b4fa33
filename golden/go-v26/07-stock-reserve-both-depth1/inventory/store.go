package inventory

import "fmt"

// Store holds stock levels per SKU and a log of reservations.
type Store struct {
	stock map[string]int
	log   []string
}

// New returns a store holding the given stock, keyed by canonical SKU.
func New(levels map[string]int) *Store {
	s := &Store{stock: map[string]int{}}
	for k, v := range levels {
		s.stock[canon(k)] = v
	}
	return s
}

// Reserve takes n units of sku and returns how many are left.
func (s *Store) Reserve(sku string, n int) (int, error) {
	have := s.level(sku)
	if have < n {
		return have, fmt.Errorf("only %d of %s", have, sku)
	}
	left := have - n
	s.stock[canon(sku)] = left
	s.note(sku, left)
	return left, nil
}

func (s *Store) level(sku string) int {
	return s.stock[canon(sku)]
}

func (s *Store) note(sku string, left int) {
	s.log = append(s.log, fmt.Sprintf("%s=%d", sku, left))
}
