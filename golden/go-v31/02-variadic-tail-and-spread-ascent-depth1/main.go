package main

import (
	"fmt"
	"strconv"

	"example.com/s02/stats"
)

func invoice(items []int, rate int) (int, int) {
	label := "invoice " + strconv.Itoa(len(items))
	base := items[0]
	fee := base / 10
	tax := base * rate / 100
	fixed := stats.Weighted(label, 1, base, fee, tax)
	surcharge := rate + 1
	extra := stats.Weighted("extras", surcharge, items[1:]...)
	return fixed, extra
}

func main() {
	items := []int{200, 30, 45}
	rate := 20
	fixed, extra := invoice(items, rate)
	fmt.Println(fixed, extra)
}
