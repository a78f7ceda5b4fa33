package main

import "fmt"

func receipt(label string, amount int) {
	fmt.Printf("%-6s %5d\n", label, amount)
}

func main() {
	cart := []int{120, 250, 99}
	rate := 8
	due, fee := Invoice(cart, rate)
	receipt("due", due)
	receipt("fees", fee)
	bulk := []int{400, 300}
	big, _ := Invoice(bulk, 20)
	if big > due {
		fmt.Println("bulk order is larger by", big-due)
	}
}
