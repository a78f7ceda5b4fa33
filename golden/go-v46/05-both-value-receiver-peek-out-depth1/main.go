package main

import "fmt"

func main() {
	step := 2
	page := Counter{name: "home"}
	api := Counter{name: "api"}
	page.Hit(step)
	next := page.Peek()
	api.Hit(step * 5)
	page.Hit(4)
	line := page.Report()
	fmt.Println("next:", next)
	fmt.Println("page:", line)
	fmt.Println("api:", api.Report())
}
