package main

import "fmt"

type Item struct {
	Val  int
	Next *Item
}

func length(it *Item) int {
	if it == nil {
		return 0
	}
	return 1 + length(it.Next)
}

func main() {
	var head *Item
	for _, v := range []int{3, 9, 4, 7} {
		if v > 8 {
			continue
		}
		head = &Item{Val: v, Next: head}
	}
	seen := 0
	total := 0
	for p := head; p != nil; p = p.Next {
		seen++
		if p.Val == 4 {
			break
		}
		total += p.Val
	}
	total += length(head)
	fmt.Println(total, seen)
}
