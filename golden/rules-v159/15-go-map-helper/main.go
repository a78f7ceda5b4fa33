package main

import "fmt"

func bump(m map[string]int, key string, by int) int {
	m[key] += by
	total := 0
	for _, v := range m {
		total += v
	}
	return total
}

func main() {
	counts := map[string]int{}
	extra := map[string]int{}
	step := 5
	t := bump(counts, "a", step)
	extra["z"] = 1
	fmt.Println(counts)
	fmt.Println(extra)
	fmt.Println(t)
}
