package main

import (
	"fmt"
	"strings"
)

func main() {
	words := strings.Fields("Añejo Gopher straße ÉTÉ")
	caps := 0
	for k, w := range words {
		if k == 2 {
			fmt.Println("skip", w)
			continue
		}
		m, u := mirror(w)
		show(m)
		caps += u
		fmt.Println(len(m), "bytes")
	}
	fmt.Println("upper-case letters:", caps)
}
