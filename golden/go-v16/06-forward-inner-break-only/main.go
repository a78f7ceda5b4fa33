package main

import (
	"fmt"

	"example.com/c06/table"
)

func main() {
	rows := [][]string{
		{"id", "name", "city"},
		{"7", " Åse ", "Tromsø"},
		{"8", "Bartholomew", "Reykjavík"},
		{"9", "Cy"},
	}
	fits, widest := table.Fit(rows, 6)
	fmt.Println("rows that fit in 6:", fits)
	fmt.Println("widest row:", widest, "cells")
	tight, _ := table.Fit(rows, 3)
	if tight < fits {
		fmt.Println(fits-tight, "more rows fit in 6 than in 3")
	}
}
