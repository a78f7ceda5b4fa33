package main

import (
	"fmt"

	"example.com/g06/parse"
)

func main() {
	lines := []string{"a1 22 b333 END 4444", "7x8 E9 12345 END"}
	grand := 0
	for _, ln := range lines {
		t := parse.Total(ln)
		fmt.Println(ln, "=>", t)
		grand += t
	}
	fmt.Println("grand", grand)
}
