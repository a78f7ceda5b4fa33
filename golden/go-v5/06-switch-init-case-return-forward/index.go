package main

import "fmt"

func Index(files map[string]int) (map[string]int, int) {
	counts := make(map[string]int)
	heavy, total := 0, 0
	for f, sz := range files {
		total += sz
		kind, w := Classify(f, sz)
		counts[kind]++
		if w >= 50 {
			heavy++
		}
	}
	fmt.Println("bytes", total)
	return counts, heavy
}

func main() {
	c, h := Index(map[string]int{"a.go": 2048, "notes.MD": 99999, "blob": 80000})
	fmt.Println(c["source"], c["large"], h)
}
