package main

import (
	"fmt"

	"example.com/s04/adlerx"
)

func main() {
	msg := []byte("Wikipedia")
	sum := adlerx.Checksum(msg)
	fmt.Printf("%08x\n", sum)
}
