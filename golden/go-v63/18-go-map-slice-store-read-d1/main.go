package main

import "fmt"

func store(m map[string]int, key string, v int) {
	m[key] = v
}

func lookup(m map[string]int, key string) int {
	got := m[key]
	return got
}

func main() {
	val := 7
	m := map[string]int{}
	xs := []int{0, 0}
	other := []int{1}
	store(m, "a", val)
	xs[1] = val
	got := lookup(m, "a")
	second := xs[1]
	o := other[0]
	fmt.Println(got, second, o)
}
