package main

import "fmt"

type order struct {
	name string
	qty  int
	unit int
}

// summarize totals the orders worth at least 100; label names the trace.
func summarize(orders []order, label string) int {
	worth := Map(orders, func(o order) int { return o.qty * o.unit })
	big := Filter(worth, func(p int) bool { return p >= 100 })
	total := Reduce(label, big, 0, func(acc, p int) int { return acc + p })
	return total
}

// loadWeek returns this week's orders.
func loadWeek() []order {
	week := []order{
		{name: "ink", qty: 3, unit: 20},
		{name: "desk", qty: 1, unit: 250},
		{name: "chair", qty: 4, unit: 60},
	}
	return week
}

// report prints the item names and the totals of two batches.
func report(week, rush []order) {
	names := Map(week, func(o order) string { return o.name })
	fmt.Println("items:", names)
	tag := "weekly"
	fmt.Println("week total:", summarize(week, tag))
	fmt.Println("rush total:", summarize(rush, ""))
}

func main() {
	week := loadWeek()
	rush := []order{{name: "lamp", qty: 2, unit: 45}}
	report(week, rush)
}
