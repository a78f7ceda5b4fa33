package main

import (
	"fmt"

	"example.com/v24s01/units"
)

func main() {
	manifest := []string{"12kg", "300g", "", "2t", "seven", "7kt", "45kg"}
	total := 0
	bad := 0
	lineNo := 0
	for _, row := range manifest {
		lineNo++
		if row == "" {
			continue
		}
		grams, _ := units.Parse(row, lineNo)
		if grams == 0 {
			bad++
			continue
		}
		total += grams
	}
	fmt.Println(total, "grams,", bad, "bad rows")
}
