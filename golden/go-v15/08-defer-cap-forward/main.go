package main

import (
	"fmt"
	"os"

	"example.com/f08/count"
)

func main() {
	doc := "the quick brown fox\njumps over the lazy dog"
	limit := 5
	if len(os.Args) > 1 {
		limit = 0
	}
	words := count.Words(doc, limit)
	title := count.Words("Slicing Go programs", 3)
	perWord := len(doc) / max(words, 1)
	fmt.Println("words:", words, "title words:", title)
	fmt.Println("chars per word:", perWord)
	fmt.Println("lines:", count.Lines(doc))
}
