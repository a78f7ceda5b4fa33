package main

import "fmt"

func main() {
	counts := map[string]int{"a": 1}
	other := map[string]int{"z": 9}
	counts["b"] = 2
	clear(other)
	clear(counts)
	counts["c"] = 3
	n := len(counts)
	fmt.Println(n, other)
}
