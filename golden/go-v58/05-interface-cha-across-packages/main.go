package main

import (
	"fmt"

	"example.com/p/impl"
	"example.com/p/shape"
)

func main() {
	a := 3
	b := 9
	list := []shape.Shape{impl.Sq{S: a}}
	total := shape.Sum(list)
	fmt.Println(total, b)
}
