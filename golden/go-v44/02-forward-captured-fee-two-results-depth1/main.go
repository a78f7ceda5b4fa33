package main

import "fmt"

func main() {
	amounts := []int{4, 12, 30, 7}
	limit := 10
	s, k := Settle(amounts, limit)
	fmt.Println("spent", s)
	fmt.Println("kept", k)
	if k > s {
		fmt.Println("mostly kept")
	}
}
