package main

// Seat is one place of a small theatre.
type Seat struct {
	Row    int
	Booked bool
	Holder string
}

// Free reports whether the seat can still be sold.
func (s Seat) Free() bool {
	return !s.Booked
}

// Book marks the seat; its receiver is a copy.
func (s Seat) Book(holder string) {
	s.Booked = true
	s.Holder = holder
}
