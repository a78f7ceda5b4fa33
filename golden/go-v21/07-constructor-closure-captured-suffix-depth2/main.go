package main

import (
	"fmt"
	"os"

	"example.com/c07/meter"
)

// main prints three pressure readings, given in pascal, as kilopascal in
// a right-aligned column; the unit can be changed on the command line.
func main() {
	unit := "kPa"
	if len(os.Args) > 1 {
		unit = os.Args[1]
	}
	digits := 1
	scale := 0.001
	show, width := meter.New(unit, digits, scale)
	for _, raw := range []float64{101325, 99870.5, 250} {
		fmt.Printf("|%s|\n", show(raw))
	}
	fmt.Println("column width:", width)
}
