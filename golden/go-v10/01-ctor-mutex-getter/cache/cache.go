package cache

import "sync"

type Cache struct {
	mu          sync.Mutex
	items       map[string]string
	limit, hits int
}

func New(limit int) *Cache {
	return &Cache{items: make(map[string]string, limit), limit: limit}
}

func (c *Cache) Put(key, val string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.items) >= c.limit {
		return
	}
	c.items[key] = val
}

// Get returns the value stored under key and counts the hit.
func (c *Cache) Get(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.items[key]
	if ok {
		c.hits++
	}
	return v, ok
}

func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.items)
}

func (c *Cache) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.items)
}
