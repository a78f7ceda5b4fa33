package main

import "fmt"

func main() {
	setMode("brief")
	a := report(3)
	width = 12
	setMode("long")
	count := 4
	b := report(count)
	setMode("short")
	fmt.Println(a)
	fmt.Println(b)
}
