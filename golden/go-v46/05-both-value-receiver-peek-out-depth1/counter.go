package main

import "fmt"

// Counter tallies hits for one page.
type Counter struct {
	name string
	hits int
}

// Hit records n hits on the caller's counter (pointer receiver).
func (c *Counter) Hit(n int) {
	c.hits += n
}

// Peek previews the next count on a copy (value receiver).
func (c Counter) Peek() int {
	c.hits++
	return c.hits
}

// Report formats the counter.
func (c Counter) Report() string {
	return fmt.Sprintf("%s=%d", c.name, c.hits)
}
