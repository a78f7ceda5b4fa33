package layout

import "fmt"

// Gutter returns the horizontal space reserved around a cell's text:
// twice the padding plus one column per tag. width and height are only
// checked and reported.
func Gutter(tags []string, width int, pad int, height int) int {
	if width <= 0 || height <= 0 {
		fmt.Println("empty cell", width, height)
	}
	g := 2 * pad
	for _, t := range tags {
		g += len(t) + 1
	}
	return g
}
