package main

import (
	"fmt"

	"example.com/s05/utf8x"
)

func main() {
	r := 'é'
	wide := '世'
	n := utf8x.RuneLen(r)
	m := utf8x.RuneLen(wide)
	fmt.Println(n, m)
}
