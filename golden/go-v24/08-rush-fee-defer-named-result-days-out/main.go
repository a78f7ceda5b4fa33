package main

import (
	"fmt"

	"example.com/v24s08/ship"
)

type parcel struct {
	grams int
	zone  string
	rush  bool
}

func main() {
	batch := []parcel{
		{1200, "local", false},
		{4500, "abroad", true},
		{800, "north", true},
		{41000, "local", false},
	}
	cost := 0
	slowest := 0
	for _, p := range batch {
		fee, days := ship.Fee(p.grams, p.zone, p.rush)
		if fee == 0 {
			fmt.Println("refused:", p.grams, "g")
			continue
		}
		cost += fee
		slowest = max(slowest, days)
	}
	fmt.Println("cost", cost, "slowest", slowest, "days")
}
