package main

import "fmt"

func main() {
	stock := map[int]int{1: 4, 2: 0, 3: 7}
	orders := [][]int{{1, 3}, {2, 1}, {3, 3, 1}}
	fresh := len(orders)
	ok, total, missed := tally(orders, stock)
	fmt.Println("orders", fresh, "accepted", ok)
	fmt.Println("value", total, "skipped", missed)
}
