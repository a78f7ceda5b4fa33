package main

import (
	"fmt"
	"unicode"

	"example.com/s06/stringsx"
)

func main() {
	padded := "   Go slices"
	code := "order-42"
	trimmed := stringsx.TrimLeftFunc(padded, unicode.IsSpace)
	at := stringsx.IndexFunc(code, unicode.IsDigit)
	fmt.Printf("%q\n", trimmed)
	fmt.Println(at)
}
