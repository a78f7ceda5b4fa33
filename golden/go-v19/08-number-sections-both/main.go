package main

import (
	"fmt"
	"strings"

	"example.com/c08/listing"
)

// digits returns how many decimal digits n has.
func digits(n int) int {
	d := 1
	for n >= 10 {
		n /= 10
		d++
	}
	return d
}

func main() {
	text := "alpha\nbeta\n\n---\ngamma\ndelta\nepsilon"
	src := strings.Split(text, "\n")
	out, sections := listing.Number(src, digits(len(src)))
	fmt.Println(sections, "sections")
	fmt.Println(strings.Join(out, "\n"))
	notes, _ := listing.Number([]string{"todo", "", "done"}, 2)
	fmt.Println(notes)
}
