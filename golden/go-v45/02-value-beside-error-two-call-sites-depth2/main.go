package main

import "fmt"

func main() {
	first := " \"12\" "
	no := 1
	qty, _ := parseQty(first, no)
	second := "x7"
	alt, err := parseQty(second, no+1)
	if err != nil {
		fmt.Println("error:", err)
	}
	total := qty * 3
	fmt.Println("total:", total, "alt:", alt)
}
