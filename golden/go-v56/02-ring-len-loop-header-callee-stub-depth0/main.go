package main

import (
	"fmt"

	"example.com/s02/ringx"
)

func main() {
	small := ringx.New(3)
	big := ringx.New(5)
	fmt.Println(small.Len(), big.Len())
	var empty *ringx.Ring
	fmt.Println(empty.Len())
}
