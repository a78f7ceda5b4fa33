package main

import (
	"fmt"

	"example.com/s04/conf"
)

// main reads the terminal size from a settings table.
func main() {
	settings := map[string]any{"width": 120, "height": "tall"}
	wKey := "width"
	wDefault := 80
	hKey := "height"
	hDefault := 24
	width, wOK := conf.Lookup(settings, wKey, wDefault)
	height, hOK := conf.Lookup(settings, hKey, hDefault)
	fmt.Println("height:", height, "set:", hOK)
	if wOK {
		fmt.Println("width:", width)
	}
	area := width * height
	fmt.Println("cells:", area)
}
