package main

import "fmt"

func report(levels map[string]int, orders []string) string {
	keys, short := Plan(levels, orders, 5)
	stock := 0
	for _, n := range levels {
		stock += n
	}
	out := fmt.Sprintf("stock %d, %d short:", stock, short)
	for _, k := range keys {
		out += " " + k
	}
	return out
}

func main() {
	levels := map[string]int{"bolt": 12, "nut": 3, "gear": 7}
	orders := []string{"bolt:10", "gear:x", "washer:4", "oops"}
	fmt.Println(report(levels, orders))
	fmt.Println(levels["bolt"])
}
