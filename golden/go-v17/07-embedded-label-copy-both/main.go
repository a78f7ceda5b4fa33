package main

import (
	"fmt"
	"strings"

	"example.com/m07/shape"
)

// layout sizes a caption and returns the fitted label and a plain copy
// taken before fitting, upper-cased.
func layout(title string, zoom, minArea int) (shape.Label, shape.Label) {
	lab := shape.Label{Text: title}
	lab.W = len(title)
	lab.H = 1
	fmt.Println("raw area:", lab.Area())
	lab.Scale(zoom)
	plain := lab
	lab.Fit(minArea)
	plain.Text = strings.ToUpper(plain.Text)
	cells := plain.Area()
	fmt.Println("plain cells:", cells, "width:", lab.Width())
	return lab, plain
}

func pick(small bool) int {
	if small {
		return 1
	}
	return 2
}

func main() {
	zoom := pick(false)
	fitted, plain := layout("menu", zoom, 100)
	fmt.Println(fitted.W, fitted.H, fitted.Text)
	fmt.Println(plain.W, plain.H, plain.Text)
}
