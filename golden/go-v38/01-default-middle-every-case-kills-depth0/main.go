package main

import "fmt"

type order struct {
	zone    string
	kg      int
	express bool
}

// main prices the day's orders and one sample quote.
func main() {
	orders := []order{
		{"north", 4, false},
		{"west", 3, true},
		{"south", 12, true},
	}
	total := 0
	for _, o := range orders {
		total += quote(o.zone, o.kg, o.express)
	}
	sample := quote("northeast", 30, true)
	fmt.Println("total:", total)
	fmt.Println("sample:", sample)
}
