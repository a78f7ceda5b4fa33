package main

import (
	"fmt"
	"strings"
)

// Op combines two operands.
type Op func(a, b int) int

func add(a, b int) int {
	return a + b
}

func sub(a, b int) int {
	return a - b
}

func mul(a, b int) int {
	return a * b
}

// table returns the operators by key; strict mode leaves out mul.
func table(strict bool) map[string]Op {
	ops := map[string]Op{"add": add}
	ops["sub"] = sub
	if !strict {
		ops["mul"] = mul
	}
	return ops
}

func clean(raw string) string {
	return strings.ToLower(strings.TrimSpace(raw))
}

// parseKey normalises a key; an empty key falls back to "add".
func parseKey(raw string, verbose bool) (string, bool) {
	key := clean(raw)
	if verbose {
		fmt.Println("key:", key)
	}
	if key == "" {
		return "add", false
	}
	return key, true
}
