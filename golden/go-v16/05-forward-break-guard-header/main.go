package main

import (
	"fmt"

	"example.com/c05/outbox"
)

func main() {
	queue := []string{"  hello   world ", "", "status: ok", "a much longer message", "tail"}
	preview, _, _ := outbox.Take(queue, 8)
	fmt.Println("preview:", preview)
	limit := 24
	batch, seen, size := outbox.Take(queue, limit)
	fmt.Println("sent", len(batch), "messages,", size, "bytes")
	rest := queue[seen:]
	fmt.Println("kept", len(rest), "for later:", rest)
	for _, m := range batch {
		fmt.Println(" >", m)
	}
}
