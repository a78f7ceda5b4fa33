package main

import (
	"fmt"
	"strings"
)

// load parses every line of text and keeps the ages of the good ones.
func load(text string) []int {
	var ages []int
	for _, line := range strings.Split(text, "\n") {
		id, age, err := parseRecord(line)
		if err != nil {
			fmt.Println("reject:", err)
			continue
		}
		fmt.Println("accept:", id)
		ages = append(ages, age)
	}
	return ages
}

func main() {
	input := "ab12 31\nzz 40\ncd7 x\nef9 27\nlonely"
	ages := load(input)
	total := 0
	for _, a := range ages {
		total += a
	}
	fmt.Println("records", len(ages), "rejected", rejected)
	fmt.Println("total age", total)
}
