package main

import (
	"fmt"
	"strings"
)

func main() {
	words := NewBag[string]()
	for _, w := range strings.Fields("to be or not to be that is it") {
		words.Add(w, 1)
	}
	sizes := NewBag[int]()
	for _, n := range []int{3, 5, 3, 8, 5, 3} {
		sizes.Add(n, 1)
	}
	word, wordKeys := words.Top(2)
	fmt.Println("top word:", word, "of", wordKeys)
	size, sizeKeys := sizes.Top(1)
	fmt.Println("top size:", size, "of", sizeKeys)
	fmt.Println("skipped words:", words.skipped)
}
