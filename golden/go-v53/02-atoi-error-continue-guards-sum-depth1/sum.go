package main

import (
	"fmt"
	"strconv"
	"strings"
)

// sumCSV adds the integer fields of one comma-separated line and
// counts the fields that are not numbers.
func sumCSV(line string) (int, int) {
	parts := strings.Split(line, ",")
	total := 0
	bad := 0
	seen := 0
	for _, p := range parts {
		seen++
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			bad++
			continue
		}
		total += n
	}
	fmt.Println("fields", seen)
	return total, bad
}
