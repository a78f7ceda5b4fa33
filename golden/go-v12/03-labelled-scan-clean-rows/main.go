package main

import (
	"fmt"
	"strconv"
	"strings"

	"example.com/g03/grid"
)

// parse reads whitespace-separated integers, one row per line.
func parse(text string) [][]int {
	var rows [][]int
	for _, ln := range strings.Split(text, "\n") {
		var row []int
		for _, f := range strings.Fields(ln) {
			n, _ := strconv.Atoi(f)
			row = append(row, n)
		}
		rows = append(rows, row)
	}
	return rows
}

func main() {
	text := "3 4 -1 9\n2 7 5\n1 12 1\n8 8"
	rows := parse(text)
	limit := 10
	hit, bad, clean := grid.Scan(rows, limit)
	fmt.Println("hit", hit, "bad", bad, "clean", clean)
}
