package main

import "fmt"

// main tallies the demo feed and a one-off heartbeat batch.
func main() {
	evs := loadEvents()
	done, balance := tally(evs)
	for i, e := range evs {
		if i < 2 {
			fmt.Println("sample:", describe(e))
		}
	}
	beats, _ := tally([]event{{kind: "ping"}, {kind: "open", user: "ops"}})
	fmt.Println("processed:", done)
	fmt.Println("still open:", balance)
	if balance < 0 {
		fmt.Println("more closes than opens")
	}
	fmt.Println("heartbeat batch processed:", beats)
}
