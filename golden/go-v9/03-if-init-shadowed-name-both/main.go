package main

import "fmt"

func main() {
	events := []Event{
		{ID: "a", TS: 10},
		{ID: "b", TS: 12},
		{ID: "a", TS: 15},
		{ID: "c", TS: 14},
		{ID: "b", TS: 11},
		{ID: "a", TS: 30},
	}
	gaps, first, late := Gaps(events)
	fmt.Println("gaps: ", gaps)
	fmt.Println("first:", first)
	fmt.Println("late: ", late)
}
