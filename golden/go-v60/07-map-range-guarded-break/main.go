package main

import "fmt"

func scan(m map[string]int, limit int) int {
	total := 0
	found := ""
	for k, v := range m {
		if v > limit {
			found = k
			break
		}
		total += v
	}
	fmt.Println(found)
	return total
}

func main() {
	m := map[string]int{"a": 1, "b": 50, "c": 3}
	unused := 7
	t := scan(m, 10)
	fmt.Println(t, unused)
}
