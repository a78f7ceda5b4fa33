package main

import (
	"fmt"
	"strings"
)

var hits int

var misses int

func init() {
	hits = 100
}

func resetHits() {
	hits = 0
	misses = 0
}

func bump() {
	hits++
}

func miss() {
	misses++
}

func peek() int {
	return hits
}

func main() {
	words := strings.Fields("go vet fmt test go")
	resetHits()
	for _, w := range words {
		if w == "fmt" {
			miss()
			continue
		}
		if peek() > 3 {
			break
		}
		bump()
	}
	total := hits
	bump()
	fmt.Println(total, misses)
}
