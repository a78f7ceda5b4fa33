package main

import (
	"fmt"
	"strings"

	"example.com/f01/logscan"
)

// sample returns a short log, one entry per line.
func sample() []string {
	raw := "INFO start\nWARN disk 91% full\nERROR timeout talking to db-1\nERROR refused"
	return strings.Split(raw, "\n")
}

func main() {
	lines := sample()
	width := 16
	verbose := len(lines) > 2
	errs, size, label := logscan.Scan(lines, width)
	if verbose {
		fmt.Println(errs, "errors,", size, "bytes,", label)
	}
}
