package main

import (
	"fmt"

	"example.com/g05/wc"
)

func summary(text string) string {
	n, _ := wc.Count(text)
	if n == 0 {
		return "empty"
	}
	return fmt.Sprintf("%d words", n)
}

func widest(text string) int {
	_, w := wc.Count(text)
	return w
}

func main() {
	doc := "the quick  brown\nfox\x00ignored tail"
	fmt.Println(summary(doc))
	fmt.Println(widest(doc))
	fmt.Println(summary("   "))
}
