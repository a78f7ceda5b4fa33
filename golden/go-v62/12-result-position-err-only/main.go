package main

import (
	"fmt"
)

func load(key string, def int) (int, error) {
	code := len(key) * 7
	if key == "" {
		return def, fmt.Errorf("no key, code %d", code)
	}
	return len(key), nil
}

func main() {
	k := "name"
	d := 42
	v, _ := load(k, d)
	fmt.Println(v)
}
