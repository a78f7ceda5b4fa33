package main

import (
	"fmt"

	"example.com/p/counter"
)

func main() {
	v := -4
	c := counter.NewCounter(v)
	c.Inc()
	got := c.Value()
	fmt.Println(got)
}
