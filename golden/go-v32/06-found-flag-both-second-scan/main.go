package main

import (
	"fmt"

	"example.com/s06/scan"
)

func main() {
	readings := []int{4, 9, 17, 3, 22}
	limit := 10
	step := 8
	pos, ok := scan.FirstOver(readings, limit)
	msg := "none over the limit"
	if ok {
		msg = fmt.Sprintf("reading %d is over", pos)
		limit += step
	}
	fmt.Println(msg)
	next, again := scan.FirstOver(readings, limit)
	fmt.Println("raised limit:", next, again)
	fmt.Println("first position was", pos)
}
