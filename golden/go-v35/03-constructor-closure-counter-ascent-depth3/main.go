package main

import "fmt"

func pager() func() int {
	label := "page"
	step := 5
	return NewCounter(label, 0, step, 12)
}

func ticketSource(base int) func() int {
	return NewCounter("ticket", base, 1, base+2)
}

func main() {
	offset := 100
	page := pager()
	ticket := ticketSource(offset)
	for i := 0; i < 4; i++ {
		fmt.Println(i, page(), ticket())
	}
}
