package main

import (
	"fmt"

	"example.com/s04/bytesx"
)

func main() {
	raw := "  ada   lovelace "
	name := []byte(bytesx.Squash(raw))
	city := []byte("london")
	n1 := bytesx.Upper(name)
	n2 := bytesx.Upper(city)
	label := string(name)
	fmt.Println(label, n1)
	fmt.Println(string(city), n2)
	total := n1 + n2
	if total > 10 {
		fmt.Println("long names:", total)
	}
}
