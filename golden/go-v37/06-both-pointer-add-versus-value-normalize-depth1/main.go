package main

import "fmt"

// Bill charges one unit per 200 Wh, capped at 50.
func Bill(start int, extra int) int {
	m := Meter{Reading: start, Unit: "kWh"}
	m.Add(extra)
	m.Normalize()
	wh := m.InWh()
	fmt.Println("usage Wh:", wh)
	cost := wh / 200
	if cost > 50 {
		cost = 50
	}
	return cost
}

func main() {
	label := "meter A"
	base := 3
	topUp := 2
	first := Bill(base, topUp)
	second := Bill(base+10, 0)
	fmt.Println(label, first, second)
}
