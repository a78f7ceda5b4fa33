package main

import (
	"fmt"

	"example.com/p/tally"
)

func main() {
	v := 6
	var c tally.Tally
	c.Add(v)
	p := c.Peek()
	r := c.Total
	fmt.Println(r, p)
}
