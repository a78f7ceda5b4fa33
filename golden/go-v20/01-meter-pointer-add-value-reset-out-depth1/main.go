package main

import (
	"fmt"

	"example.com/g01/meter"
)

func main() {
	m := meter.Meter{Name: "north"}
	readings := []int{4, -2, 9, 3}
	for _, r := range readings {
		m.Add(r)
	}
	fmt.Println("peak", m.Peak())
	m.Reset()
	total := m.Total()
	fmt.Println(m.Label())
	fmt.Println("total", total)
}
