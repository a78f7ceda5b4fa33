package main

import "fmt"

// shout upper-cases the ASCII letters of word in a byte slice, in
// place, and reports how many bytes it changed.
func shout(word string) string {
	b := []byte(word)
	changed := 0
	for i := 0; i < len(b); i++ {
		if b[i] >= 'a' && b[i] <= 'z' {
			b[i] = b[i] - 32
			changed++
		}
	}
	fmt.Println("changed", changed, "of", len(word))
	loud := string(b)
	return loud + "!"
}

// whisper lower-cases the ASCII letters of word; it works on its own
// byte slice.
func whisper(word string) string {
	low := []byte(word)
	for i := range low {
		if low[i] >= 'A' && low[i] <= 'Z' {
			low[i] += 32
		}
	}
	return string(low)
}
