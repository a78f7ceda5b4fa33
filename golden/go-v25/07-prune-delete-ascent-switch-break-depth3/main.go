package main

import (
	"fmt"
	"os"

	"example.com/s07/queue"
)

type Config struct {
	MaxAge  int
	Verbose bool
}

func sweep(jobs map[string]int, cfg Config, round int) int {
	limit := cfg.MaxAge
	switch {
	case round == 0:
		return len(jobs)
	case round%2 == 1:
		limit--
	default:
		limit -= 2
	}
	if cfg.Verbose {
		fmt.Println("sweep", round, limit)
	}
	left := queue.Prune(jobs, limit)
	return left
}

func cycle(jobs map[string]int, cfg Config, rounds int) int {
	left := 0
	for r := 0; r < rounds; r++ {
		queue.Age(jobs)
		left = sweep(jobs, cfg, r)
		if left == 0 {
			break
		}
	}
	return left
}

func main() {
	jobs := map[string]int{"a": 0, "b": 2, "c": 5}
	start := len(jobs)
	cfg := Config{MaxAge: 4}
	cfg.Verbose = len(os.Args) > 1
	fmt.Println(start, cycle(jobs, cfg, 3))
}
