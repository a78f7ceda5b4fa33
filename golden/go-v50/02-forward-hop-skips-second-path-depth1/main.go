package main

import "fmt"

func main() {
	hop := 4
	var trip Path
	var spare Path
	trip.Add(Point{X: 0, Y: 0})
	spare.Add(Point{X: 5, Y: 5})
	trip.Add(Point{X: hop, Y: 0})
	spare.Add(Point{X: 6, Y: 5})
	end := trip.Last()
	back := spare.Last()
	gap := end.X - back.X
	if gap < 0 {
		gap = -gap
	}
	fmt.Println("trip", len(trip), "end", end, "gap", gap)
	fmt.Println("spare", spare)
}
