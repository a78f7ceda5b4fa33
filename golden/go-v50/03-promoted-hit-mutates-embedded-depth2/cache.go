package main

import "fmt"

// Cache embeds Counter one level deep; Hit and Ratio are promoted.
type Cache struct {
	Counter
	Name string
	data map[string]string
}

// Get looks a key up and counts the outcome through the embedded Counter.
func (c *Cache) Get(k string) (string, bool) {
	v, ok := c.data[k]
	if ok {
		c.Hit()
	} else {
		c.Misses++
	}
	return v, ok
}

// Rename has a value receiver: it renames a copy only.
func (c Cache) Rename(name string) {
	c.Name = name
}

// Report formats the stats without changing them.
func (c Cache) Report() string {
	return fmt.Sprintf("%s hits=%d misses=%d ratio=%.2f", c.Name, c.Hits, c.Misses, c.Ratio())
}
