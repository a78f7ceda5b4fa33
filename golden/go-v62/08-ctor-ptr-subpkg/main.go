package main

import (
	"fmt"

	"example.com/08p/store"
)

func main() {
	capacity := 8
	name := "s1"
	s := store.New(capacity, name)
	s.Put("a")
	s.Put("b")
	s.Describe()
	n := s.Len()
	fmt.Println(n)
}
