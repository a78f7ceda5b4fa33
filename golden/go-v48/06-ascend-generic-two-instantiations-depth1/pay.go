package main

import "fmt"

func weekly(hours int) int {
	rate := 12
	bonus := hours / 10
	return Scale(hours, rate, bonus)
}

func monthly(total float64, days int) float64 {
	perDay := total / float64(days)
	fee := 1.5
	if days > 20 {
		fee = 0.5
	}
	return Scale(perDay, 30.0, fee)
}

func main() {
	shifts := []int{38, 41}
	pays := Map(shifts, func(h int) int {
		return h * 2
	})
	w := weekly(shifts[0])
	m := monthly(900, 22)
	fmt.Println(pays, w, m)
}
