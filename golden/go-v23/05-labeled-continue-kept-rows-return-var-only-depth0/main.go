package main

import (
	"fmt"

	"example.com/g05/sheet"
)

func main() {
	rows := [][]string{
		{"name", "team"},
		{"ada", "core"},
		{"bob", " "},
		{"cy", "TEMP"},
		{"di", "web"},
	}
	banned := map[string]bool{"temp": true}
	kept, empty := sheet.Keep(rows, banned)
	fmt.Println(kept, "empty cells:", empty)
}
