package main

type Config struct {
	Name   string
	Limits [3]int
}

var defaults = Config{Name: "base", Limits: [3]int{10, 20, 30}}

// tuned returns a copy of the defaults with every limit multiplied by scale.
// c := defaults copies the struct and its array: defaults is left alone.
func tuned(scale int) Config {
	c := defaults
	c.Name = "tuned"
	for i := 0; i < 3; i++ {
		c.Limits[i] *= scale
	}
	return c
}

// widest returns the largest limit of c.
func widest(c Config) int {
	best := c.Limits[0]
	for _, l := range c.Limits {
		if l > best {
			best = l
		}
	}
	return best
}
