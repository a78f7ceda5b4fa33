package main

import "fmt"

// quote prices one shipment in cents. Every clause of the zone switch sets
// rate (default sits in the middle); only some clauses set extra.
func quote(zone string, kg int, express bool) int {
	rate := 5
	extra := 0
	switch zone {
	case "north", "northeast", "northwest":
		rate = 12
	default:
		rate = 20
		extra = 7
	case "south", "southeast":
		rate = 9
	}
	switch {
	case express && kg > 10:
		extra += 15
	case express:
		extra += 8
	}
	cost := rate*kg + extra
	tier := 0
	switch {
	case cost > 200:
		tier++
		fallthrough
	case cost > 100:
		tier++
	}
	fmt.Printf("%s: %d kg, tier %d\n", zone, kg, tier)
	return cost
}
