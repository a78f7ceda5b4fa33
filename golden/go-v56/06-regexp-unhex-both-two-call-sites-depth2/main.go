package main

import (
	"fmt"

	"example.com/s06/syntaxx"
)

func main() {
	lo := 'b'
	hi := syntaxx.HexValue('f')
	v := syntaxx.HexValue(lo)
	name := "group_1"
	ok := syntaxx.ValidName(name)
	if v >= 0 {
		b := hi<<4 | v
		fmt.Println("byte", b)
	}
	fmt.Println("valid", ok)
}
