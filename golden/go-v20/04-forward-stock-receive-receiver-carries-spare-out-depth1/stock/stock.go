package stock

import "fmt"

// Item is the stock of one article.
type Item struct {
	Qty   int
	Price int
}

// Store keeps items by name and a log of deliveries.
type Store struct {
	items map[string]Item
	log   []string
}

func NewStore() *Store {
	return &Store{items: map[string]Item{}}
}

// Receive books a delivery of qty units at a unit price in cents.
func (s *Store) Receive(name string, qty, price int) error {
	if qty <= 0 {
		return fmt.Errorf("receive %s: bad quantity %d", name, qty)
	}
	it := s.items[name]
	it.Qty += qty
	it.Price = price
	s.items[name] = it
	s.log = append(s.log, "in "+name)
	return nil
}

// Value is the worth of the whole store in cents.
func (s *Store) Value() int {
	total := 0
	for _, it := range s.items {
		total += it.Qty * it.Price
	}
	return total
}

// Entries counts the deliveries booked so far.
func (s *Store) Entries() int {
	return len(s.log)
}
