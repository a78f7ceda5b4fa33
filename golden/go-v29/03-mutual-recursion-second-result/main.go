package main

import (
	"fmt"
	"strings"

	"example.com/g29s03/calc"
)

func main() {
	src := "( 1 + 2 ) + x + 4"
	toks := strings.Fields(src)
	start := 0
	if toks[0] == "skip" {
		start = 1
	}
	val, used := calc.Expr(toks, start)
	fmt.Println("value", val)
	fmt.Println("consumed", used, "of", len(toks))
}
