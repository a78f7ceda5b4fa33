package main

import (
	"fmt"
	"os"

	"example.com/d03/station"
)

func pickModel(args []string) string {
	if len(args) > 1 {
		return args[1]
	}
	return "T100"
}

func main() {
	model := pickModel(os.Args)
	gain := 12
	unit := "dC"
	raws := []int{100, 250, 9000}
	readings := station.Poll(raws, model, gain, unit)
	fmt.Println(model, readings)
}
