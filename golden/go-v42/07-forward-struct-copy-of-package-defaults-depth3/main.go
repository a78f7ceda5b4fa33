package main

import "fmt"

// profile builds the configuration for a speed level (at most 3).
func profile(level int) Config {
	if level > 3 {
		level = 3
	}
	return tuned(level + 1)
}

func main() {
	base := defaults
	base.Limits[0] = 1
	fast := profile(2)
	fmt.Println(base.Name, widest(base))
	fmt.Println(fast.Name, widest(fast))
	fmt.Println("defaults:", defaults.Limits)
}
