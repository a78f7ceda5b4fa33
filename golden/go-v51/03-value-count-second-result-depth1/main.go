package main

import "fmt"

// main summarises the readings of two sensors.
func main() {
	temps := []int{28, 33, 35, 29, 41}
	lows := []int{3, 7, 1, 9}
	unitScale := 10
	coldScale := 2
	hot, nHot := sumAbove(temps, 30, unitScale)
	cold, nCold := sumAbove(lows, 5, coldScale)
	fmt.Println("hot total:", hot)
	fmt.Println("cold total:", cold, "cold count:", nCold)
	if nHot > 2 {
		fmt.Println("heat alert")
	}
	fmt.Println("hot count:", nHot)
	fmt.Println("report done")
}
