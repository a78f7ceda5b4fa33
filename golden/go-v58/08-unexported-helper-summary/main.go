package main

import (
	"fmt"

	"example.com/p/score"
)

func main() {
	a := 4
	b := 200
	s := score.Score(a, b)
	fmt.Println(s)
}
