package main

import (
	"fmt"

	"example.com/g02/config"
)

func main() {
	inputs := []string{"workers=8;label=batch", "workers=x;label=web", "threads=2;label=io", "workers=500;label=all"}
	for i, text := range inputs {
		name := fmt.Sprintf("Job%d", i)
		s, err := config.Parse(name, text)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(s.Label, s.Workers)
	}
}
