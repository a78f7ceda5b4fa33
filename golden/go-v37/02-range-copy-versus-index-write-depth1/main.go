package main

import "fmt"

func load() []Item {
	return []Item{
		{Name: "bolt", Stock: 4},
		{Name: "nut", Stock: 0},
		{Name: "gear", Stock: 7},
	}
}

func main() {
	items := load()
	extra := 5
	reserve := 2
	skip := "gear"
	total := Plan(items, extra, reserve, skip)
	fmt.Println("planned stock:", total)
	fmt.Println("bolt now:", items[0].Stock)
}
