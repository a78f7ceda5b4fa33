package main

import (
	"fmt"

	"example.com/p/cfg"
)

func main() {
	y := cfg.Other
	x := cfg.Factor + 1
	fmt.Println(x, y, cfg.Unused)
}
