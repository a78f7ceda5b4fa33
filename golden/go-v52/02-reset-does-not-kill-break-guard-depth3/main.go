package main

import (
	"fmt"
	"strings"
)

// main prints a header, then reuses the same builder for the body.
// Words are taken until the first empty one.
func main() {
	words := []string{"alpha", "beta", "", "gamma"}
	limit := 3
	var b strings.Builder
	b.WriteString("header")
	b.WriteByte(':')
	fmt.Println(b.String())
	b.Reset()
	n := 0
	for _, w := range words {
		if w == "" {
			break
		}
		b.WriteString(w)
		b.WriteByte(';')
		n++
	}
	body := b.String()
	fmt.Fprintf(&b, " (%d of max %d)", n, limit)
	fmt.Println(body)
	fmt.Println(b.String())
	summary := strings.Repeat("=", n)
	fmt.Println(summary)
}
