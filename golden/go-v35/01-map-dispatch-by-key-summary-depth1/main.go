package main

import (
	"fmt"
	"os"
)

func main() {
	strict := len(os.Args) > 2
	verbose := len(os.Args) > 1
	ops := table(strict)
	key, explicit := parseKey(" Mul ", verbose)
	x, y := 9, 4
	scale := 10
	result := 0
	if fn, ok := ops[key]; ok {
		result = fn(x, y)
	}
	if explicit {
		scale = 1
	}
	total := result * scale
	audit := ops["add"](x, scale)
	fmt.Println(key, result, total, audit)
}
