package main

import (
	"fmt"
	"strings"
)

// main summarizes one batch of boiler readings; a long batch gets a lower
// limit so that it stops earlier.
func main() {
	batch := []reading{{"t1", 4}, {"t2", -1}, {"t3", 9}, {"t4", 12}, {"t5", 3}}
	limit := 20
	if len(batch) > 4 {
		limit = 15
	}
	label := strings.ToUpper("boiler")
	total, n := summarize(batch, limit, label)
	fmt.Println("used", n, "readings, total", total)
}
