package main

import (
	"fmt"
	"strings"

	"example.com/g02/store"
)

// publish stores body under key after edits rounds of editing and
// returns the entry's tag.
func publish(key, body string, edits int) string {
	e := store.Entry{Meta: store.Meta{Key: key}}
	for range edits {
		e.Bump()
	}
	next := e.Next()
	if e.Stale(2) {
		fmt.Println("stale entry, next version", next)
	}
	e.Body = strings.TrimSpace(body)
	tag := e.Tag()
	return tag
}

func normalize(raw string) string {
	return strings.ToLower(strings.TrimSpace(raw))
}

func main() {
	key := normalize(" Users/42 ")
	tag := publish(key, "  hello  ", 3)
	fmt.Println(tag)
}
