package main

import "fmt"

func main() {
	step := 3
	extra := 4
	c := Counter{name: "req", limit: 10}
	for i := 0; i < 3; i++ {
		c.Add(step)
	}
	c.Reset()
	c.Rename("requests")
	left := c.Remaining()
	c.Add(extra)
	fmt.Println(c.Label(), left)
}
