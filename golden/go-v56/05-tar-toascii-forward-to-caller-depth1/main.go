package main

import (
	"fmt"

	"example.com/s05/tarx"
)

func main() {
	raw := "caf\u00e9.txt"
	name := tarx.Clean(raw)
	plain := tarx.Plain("readme.md")
	fmt.Println(name, plain)
}
