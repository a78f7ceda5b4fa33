package main

import (
	"fmt"
	"strings"
)

func limitFor(key, raw string) (int, error) {
	n, unit, err := parseSize(raw)
	if err != nil {
		return 0, fmt.Errorf("limit %s: %w", key, err)
	}
	switch unit {
	case "K":
		n *= 1024
	case "M":
		n *= 1024 * 1024
	}
	return n, nil
}

func main() {
	for _, spec := range []string{"upload=12k", "body=x", "tmp= "} {
		key, raw, _ := strings.Cut(spec, "=")
		lim, err := limitFor(key, raw)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(key, "limit", lim)
	}
}
