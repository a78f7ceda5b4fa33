package main

import (
	"fmt"

	"example.com/s01/layout"
)

func cellWidth(text string, h int) int {
	w := len(text)
	if w > 40 {
		w = 40
	}
	g := layout.Gutter(nil, w, 0, h)
	return w + g
}

func labelledWidth(text string, labels []string, h int) int {
	w := len(text)
	g := layout.Gutter(labels, w, 1, h)
	return w + g
}

func main() {
	rows := 2
	fmt.Println(cellWidth("quarterly revenue", rows))
	fmt.Println(labelledWidth("costs", []string{"eu", "us"}, rows))
}
