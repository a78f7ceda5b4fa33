package main

import (
	"fmt"

	"example.com/s03/netx"
)

func main() {
	sep := byte(':')
	field := "0a:1b"
	b, ok := netx.Octet(field, sep)
	hi, _ := netx.Octet("ff", sep)
	fmt.Println(b)
	fmt.Println(ok)
	fmt.Println(hi)
}
