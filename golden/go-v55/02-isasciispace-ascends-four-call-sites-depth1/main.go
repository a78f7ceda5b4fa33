package main

import (
	"fmt"

	"example.com/s02/textprotox"
)

func main() {
	rawKey := "  Content-Type\t"
	rawVal := []byte(" text/plain \r\n")
	key := textprotox.TrimString(rawKey)
	val := textprotox.TrimBytes(rawVal)
	fmt.Printf("%q: %q\n", key, val)
}
