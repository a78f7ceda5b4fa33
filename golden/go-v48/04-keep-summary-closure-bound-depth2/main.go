package main

import "fmt"

func main() {
	base := 5
	label := "weekly"
	days := []int{3, 9, 4}
	limit := base * 4
	within := func(v int) bool {
		return v <= limit
	}
	score := Keep(Biggest(days, base), label)
	tag := Keep(label, "tag")
	peak := Max(len(tag), 2)
	if within(score) {
		score = score * 2
	}
	fmt.Println(tag, peak)
	fmt.Println(score)
}
