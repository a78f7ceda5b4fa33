package main

import "fmt"

func run(words []string, bonus int) int {
	t := NewTally("words")
	skipped := 0
	for _, w := range words {
		n := len(w)
		if n > 4 {
			n++
		} else {
			skipped++
		}
		t.Add(w, n)
	}
	extra := bonus * 2
	guess := t.With(extra)
	fmt.Println("guess", guess, "skipped", skipped)
	return t.Total()
}

func main() {
	words := []string{"map", "slice", "struct"}
	fmt.Println(run(words, 10))
}
