package main

import (
	"fmt"

	"example.com/s04/tokenx"
)

func main() {
	p := tokenx.Position{Filename: "scan.go", Line: 12}
	p.Column = 7
	q := tokenx.Position{Line: 3}
	label := "pos"
	fmt.Println(label, p.String())
	where := q.String()
	fmt.Println("at", where)
}
