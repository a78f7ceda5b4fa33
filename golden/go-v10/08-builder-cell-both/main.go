package main

import (
	"fmt"

	"example.com/t08/render"
)

func main() {
	keys := []string{"alpha", "a-very-long-key", "pi"}
	vals := []int{1, 22, 314}
	width := 8
	text, clipped := render.Table(keys, vals, width)
	fmt.Print(text)
	fmt.Println("clipped:", clipped)
}
