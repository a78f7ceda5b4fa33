package main

import (
	"fmt"
	"strings"

	"example.com/c02/query"
)

func main() {
	raw := "lang=go&q=range%20loop;flag&page=2&x%41=\x01"
	keys, vals, ctl := query.Split(raw)
	for i, k := range keys {
		fmt.Printf("%s => %q\n", k, vals[i])
	}
	fmt.Println("control characters:", ctl)
	fmt.Println(strings.Join(keys, ","))
}
