package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	raw := []string{
		"alice,smith,1200",
		"bob,,300",
		"carol,99999",
		"dave,450",
		"END,0",
		"erin,700",
	}
	var recs [][]string
	for _, ln := range raw {
		recs = append(recs, strings.Split(ln, ","))
	}
	limit := 5000
	if len(os.Args) > 1 {
		limit = 100000
	}
	total, entries := Sum(recs, limit)
	for _, e := range entries {
		fmt.Printf("%-12s %6d\n", e.Account, e.Cents)
	}
	fmt.Println("total:", total)
}
