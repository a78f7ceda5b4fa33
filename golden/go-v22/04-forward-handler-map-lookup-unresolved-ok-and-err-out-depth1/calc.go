package main

import "fmt"

func double(x int) int {
	return x * 2
}

func negate(x int) int {
	return -x
}

func square(x int) int {
	return x * x
}

// run applies the named operations in order, starting from start.
func run(ops map[string]func(int) int, names []string, start int) (int, error) {
	v := start
	steps := 0
	for _, name := range names {
		op, ok := ops[name]
		if !ok {
			return 0, fmt.Errorf("unknown op %q after %d steps", name, steps)
		}
		v = op(v)
		steps++
	}
	return v, nil
}
