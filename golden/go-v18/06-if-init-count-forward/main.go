package main

import (
	"fmt"
	"strings"

	"example.com/s06/wrap"
)

func main() {
	text := "a slicer keeps only the statements that matter to the criterion"
	lines, long := wrap.Pack(strings.Fields(text), 8)
	for i, ln := range lines {
		fmt.Printf("%2d %s\n", i+1, ln)
	}
	fmt.Println(long, "words did not fit in 8 columns")
	narrow, cut := wrap.Pack([]string{"go", "vet", "passes"}, 4)
	fmt.Println(strings.Join(narrow, "/"), cut)
}
