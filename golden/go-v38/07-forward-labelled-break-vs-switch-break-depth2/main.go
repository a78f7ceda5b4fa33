package main

import "fmt"

// verdict turns the day's figures into a short summary.
func verdict(over, bad int) string {
	if bad >= 0 {
		return fmt.Sprintf("fault at reading %d", bad)
	}
	if over > 2 {
		return "noisy"
	}
	return "fine"
}

// main inspects the day and night logs.
func main() {
	day := []int{12, 70, 0, 65, 90, 130, 30}
	night := []int{5, -2, 44, 7}
	over, bad := inspect(day, 40)
	fmt.Println("day:", verdict(over, bad))
	nightOver, _ := inspect(night, 20)
	fmt.Println("night over:", nightOver)
	fmt.Println("samples:", len(day)+len(night))
}
