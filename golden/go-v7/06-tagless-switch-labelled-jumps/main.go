package main

import (
	"fmt"
	"os"
)

func load() [][]int {
	return [][]int{{3, 9, 4}, {0, 7}, {2, 12, -1, 5}, {8}}
}

func summary(strict bool) string {
	g := load()
	lim := 10
	if strict {
		lim = 5
	}
	s, n := scan(g, lim, strict)
	avg := 0
	if n > 0 {
		avg = s / n
	}
	return fmt.Sprintf("cells=%d avg=%d", n, avg)
}

func main() {
	fmt.Println(summary(len(os.Args) > 1))
}
