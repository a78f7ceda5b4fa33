package main

import (
	"fmt"
	"strings"
)

func main() {
	rate := 0.9
	fmt.Printf("rate %.2f\n", rate)
	sum := 0.0
	var notes strings.Builder
	for _, a := range strings.Split("10, 2.5, abc, 4", ",") {
		v, label, err := convert(a, rate)
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		notes.WriteString(label + " ")
		sum += v
	}
	_, raw, _ := convert("7", 1)
	fmt.Println("notes:", notes.String(), "raw:", raw)
	fmt.Printf("sum %.3f\n", sum)
}
