package main

import (
	"fmt"
	"strings"

	"example.com/s04/shapes"
)

func badge(t shapes.Tile, loud bool) string {
	label := t.Label()
	if loud {
		label = strings.ToUpper(label)
	}
	return label
}

func main() {
	id := 7
	side := 3
	name := fmt.Sprintf("tile-%d", id)
	t := shapes.Tile{Base: shapes.Base{Name: name}, Side: side}
	area := side * side
	b := badge(t, id > 5)
	fmt.Println(b, area)
	plain := badge(shapes.Tile{Side: 1}, false)
	fmt.Println(plain)
}
