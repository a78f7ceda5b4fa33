package main

// Reading is one sensor value.
type Reading struct {
	Sensor string
	Value  int
}

// Clamp has a value receiver: it caps a copy, which is then dropped.
func (r Reading) Clamp(limit int) {
	if r.Value > limit {
		r.Value = limit
	}
}

// Scaled returns a derived Reading and leaves the receiver alone.
func (r Reading) Scaled(f int) Reading {
	r.Value *= f
	return r
}
