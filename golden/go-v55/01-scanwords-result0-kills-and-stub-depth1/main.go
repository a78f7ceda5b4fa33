package main

import (
	"fmt"

	"example.com/s01/wordsx"
)

func main() {
	data := []byte("  slice me  ")
	atEOF := len(data) > 0
	adv, tok, err := wordsx.ScanWords(data, atEOF)
	fmt.Println(adv)
	fmt.Printf("%q %v\n", tok, err)
}
