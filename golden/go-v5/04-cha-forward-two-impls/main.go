package main

import (
	"fmt"

	"example.com/x04/codec"
)

func Label(c codec.Codec, id int) string {
	prefix := c.Name()
	code := c.Encode(id)
	if code == "" {
		code = "?"
	}
	return prefix + "-" + code
}

func Tags(ids []int, upper bool) []string {
	var c codec.Codec = codec.Hex{Upper: upper}
	var out []string
	for _, id := range ids {
		out = append(out, Label(c, id))
	}
	return out
}

func main() {
	fmt.Println(Tags([]int{7, 300}, true))
}
