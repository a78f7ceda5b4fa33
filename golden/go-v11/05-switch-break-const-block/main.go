package main

import (
	"fmt"

	"example.com/w05/level"
)

func main() {
	levels := []int{level.Debug, level.Warn, 35, 55}
	alerts := 0
	for _, lv := range levels {
		label, loud := level.Name(lv)
		if loud {
			alerts++
		}
		fmt.Printf("[%s]\n", label)
	}
	fmt.Println("alerts:", alerts)
}
