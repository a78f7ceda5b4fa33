package main

import "fmt"

func main() {
	seats := map[string]Seat{
		"A1": {Row: 1},
		"A2": {Row: 1},
		"B1": {Row: 2},
	}
	s := seats["A1"]
	s.Booked = true
	s.Holder = "kim"
	seats["A1"] = s
	t := seats["B1"]
	t.Booked = true
	t.Holder = "lee"
	fmt.Println("draft for row", t.Row)
	u := seats["A2"]
	u.Book("ray")
	seats["A2"] = u
	free := 0
	for id, st := range seats {
		if !st.Free() {
			fmt.Println(id, "held by", st.Holder)
			continue
		}
		free++
	}
	fmt.Println("free seats:", free)
}
