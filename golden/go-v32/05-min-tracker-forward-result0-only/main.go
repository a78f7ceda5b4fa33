package main

import (
	"fmt"

	"example.com/s05/stats"
)

func main() {
	temps := []int{18, 25, 9, 31, 22}
	coldest, _ := stats.Range(temps, 10)
	_, hottest := stats.Range(temps, 10)
	fmt.Println("coldest:", coldest)
	fmt.Println("hottest:", hottest)
	fmt.Println("spread:", stats.Spread(temps))
}
