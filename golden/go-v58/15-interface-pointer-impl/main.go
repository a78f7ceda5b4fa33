package main

import (
	"fmt"

	"example.com/p/api"
	"example.com/p/mem"
)

func main() {
	x := 8
	y := 1
	var s api.Store = mem.New()
	s.Put("a", x)
	got := s.Get("a")
	fmt.Println(got, y)
}
