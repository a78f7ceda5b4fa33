package main

import (
	"fmt"

	"example.com/t07/units"
)

func main() {
	for _, s := range []string{"64KiB", "3MB", "12XB", "KB"} {
		n, err := units.Parse(s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(s, "=", n)
	}
}
