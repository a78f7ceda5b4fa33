package main

import (
	"fmt"

	"example.com/w02/seq"
)

func main() {
	steps := []string{"fetch", "build", "test", "deploy"}
	name := "release"
	undo := seq.Clone(steps)
	seq.Reverse(undo)
	head, tail := name, undo[0]
	head, tail = tail, head
	last, ok := seq.Last(steps)
	fmt.Println(head, last, ok)
	fmt.Println(tail, len(undo))
}
