package main

import (
	"fmt"

	"example.com/w04/meter"
)

func main() {
	var m meter.Meter
	src := "alpha beta # gamma"
	first := m.Feed(src)
	second := m.Feed("delta epsilon")
	fmt.Println(first, m.Calls)
	fmt.Println(second, m.Total())
}
