package main

import (
	"errors"
	"fmt"
)

func main() {
	rows := []string{"3", "-2", "x", " 12 "}
	scale := 100
	total := 0
	bad := 0
	for i, r := range rows {
		cents, err := parseRow("orders.csv", i, r, scale)
		if errors.Is(err, ErrNegative) {
			bad++
			continue
		}
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		total += cents
	}
	fmt.Println("total cents", total, "negative rows", bad)
	probe, _ := parseRow("probe", 0, "7", 1)
	fmt.Println("probe", probe)
}
