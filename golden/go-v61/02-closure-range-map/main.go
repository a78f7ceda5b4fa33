package main

import "fmt"

func main() {
	m := map[string]int{"a": 1, "b": 2}
	sum := 0
	add := func(v int) {
		sum += v
	}
	keys := 0
	for k, v := range m {
		keys += len(k)
		add(v)
	}
	fmt.Println(keys)
	fmt.Println(sum)
}
