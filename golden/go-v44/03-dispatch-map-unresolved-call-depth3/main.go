package main

import "fmt"

func run(cmd string, x, y int) int {
	ops := table()
	scale := 10
	f, ok := ops[cmd]
	if !ok {
		return 0
	}
	r := f(x, y)
	return r * scale
}

func main() {
	a, b := 7, 4
	for _, name := range []string{"add", "neg", "mul"} {
		fmt.Println(name, run(name, a, b))
	}
	bonus := 5
	fmt.Println("sub", run("sub", a, bonus))
}
