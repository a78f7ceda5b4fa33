package main

// route chooses a shipping zone with a tagless switch; the zone chosen in
// a case is read again after the switch.
func route(weight int, express bool) (string, int) {
	zone := "ground"
	days := 5
	switch {
	case weight > 30:
		zone = "freight"
		days = 9
	case express:
		zone = "air"
		days = 1
	case weight < 2:
		days = 3
	}
	if zone == "air" && weight > 10 {
		days++
	}
	return zone, days
}
