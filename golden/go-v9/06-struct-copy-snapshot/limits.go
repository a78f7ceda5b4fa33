package main

import "fmt"

// Limits are the per-client limits of a proxy; Timeout is in milliseconds.
type Limits struct {
	MaxConns int
	Timeout  int
	Burst    int
}

// String shows the limits with the timeout in seconds.
func (l Limits) String() string {
	l.Timeout /= 1000
	return fmt.Sprintf("conns=%d timeout=%ds burst=%d", l.MaxConns, l.Timeout, l.Burst)
}

// tune derives a client's limits from base. It also returns the limits as
// they were before the tier bonus, with bursting off, for the change log.
func tune(base Limits, tier string, conns int) (Limits, Limits) {
	cur := base
	cur.MaxConns = conns
	prev := cur
	prev.Burst = 0
	if tier == "gold" {
		cur.Timeout += 500
		cur.Burst *= 2
	}
	shown := cur.String()
	fmt.Println("tuned:  ", shown)
	return cur, prev
}
