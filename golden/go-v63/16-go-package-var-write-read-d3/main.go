package main

import "fmt"

var level int
var other int

func configure(v int) {
	doubled := v * 2
	level = doubled
	other = 1
}

func describe() string {
	msg := fmt.Sprintf("level %d", level)
	return msg
}

func main() {
	configure(4)
	text := describe()
	fmt.Println(text, other)
}
