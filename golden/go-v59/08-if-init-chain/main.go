package main

import "fmt"

func lookup(k string) (int, bool) {
	if k == "a" {
		return 1, true
	}
	return 0, false
}

func main() {
	total := 0
	extra := 3
	if v, ok := lookup("a"); ok {
		total += v
	} else if w := extra * 2; w > 5 {
		total += w
	} else {
		extra++
	}
	fmt.Println(total)
}
