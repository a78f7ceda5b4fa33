package main

import (
	"fmt"

	"example.com/s08/buf"
)

func collect(readings []int, offset int) []int {
	var good []int
	var bad []int
	for _, r := range readings {
		if r < 0 {
			bad = buf.Push(bad, r)
			continue
		}
		good = buf.Push(good, r+offset)
	}
	good = buf.PushAll(good, 100, 200)
	fmt.Println("bad", len(bad), cap(bad))
	return good
}

func main() {
	readings := []int{3, -1, 4, -5, 9}
	good := collect(readings, 10)
	spare := buf.Push(nil, 7)
	fmt.Println("spare", len(spare))
	fmt.Println(good, buf.Sum(good))
}
