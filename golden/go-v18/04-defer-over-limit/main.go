package main

import (
	"fmt"
	"strings"

	"example.com/s04/store"
)

func main() {
	var sb strings.Builder
	small := store.Batch{Records: []string{"a=1", "", "b=2", "c=3"}, Limit: 2}
	n, err := store.Flush(&small, &sb)
	fmt.Println("wrote", n, "records")
	big := store.Batch{Records: []string{"d=4"}, Limit: 5}
	if m, err := store.Flush(&big, &sb); err == nil {
		fmt.Println("wrote", m, "more")
	}
	if err != nil {
		fmt.Println("flush:", err)
	}
	fmt.Print(sb.String())
}
