package main

import (
	"fmt"

	"example.com/x03/config"
)

func Pool(raw string, base int) (int, error) {
	fallback := base * 2
	size, err := config.Int(raw, fallback)
	if err != nil {
		return 0, fmt.Errorf("pool size: %w", err)
	}
	limit, err := config.Int("64", 1)
	if err != nil {
		return 0, err
	}
	if size > limit {
		size = limit
	}
	return size, nil
}

func Start(raw string) int {
	n, err := Pool(raw, 4)
	if err != nil {
		println("config:", err.Error())
		return -1
	}
	return n
}

func main() {
	println(Start(""))
}
