package main

import "fmt"

type Limits struct {
	Min, Max int
}

type Config struct {
	Name   string
	Limits Limits
}

func main() {
	name := "svc"
	lo := 1
	hi := 9
	c := Config{Name: name, Limits: Limits{Min: lo, Max: hi}}
	c.Name = "renamed"
	c.Limits.Min = 0
	fmt.Println(c.Name)
	fmt.Println(c.Limits.Max)
}
