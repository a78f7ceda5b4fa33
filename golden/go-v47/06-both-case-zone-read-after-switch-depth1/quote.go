package main

import "fmt"

// quote prices each parcel and formats one label per parcel.
func quote(weights []int, rush bool) []string {
	var out []string
	for _, w := range weights {
		zone, days := route(w, rush)
		fee := w * 3
		out = append(out, fmt.Sprintf("%s/%dd/$%d", zone, days, fee))
	}
	return out
}
