package main

import (
	"fmt"
	"strings"
)

// report prints one row's outcome.
func report(i int, bad int) {
	if bad > 0 {
		fmt.Println("row", i, "skipped", bad)
	}
}

func main() {
	text := "4, 5, x, 6\n10, y\n7\n"
	rows := strings.Split(strings.TrimSpace(text), "\n")
	grand := 0
	for i, row := range rows {
		sum, bad := sumCSV(row)
		report(i, bad)
		fmt.Println("sum", sum)
		grand += sum
	}
	fmt.Println("grand", grand)
}
