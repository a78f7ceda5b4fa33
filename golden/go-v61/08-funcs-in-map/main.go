package main

import "fmt"

func inc(x int) int {
	return x + 1
}

func neg(x int) int {
	return -x
}

func main() {
	ops := map[string]func(int) int{"inc": inc}
	ops["neg"] = neg
	names := map[string]string{"inc": "increment"}
	names["neg"] = "negate"
	v := 5
	out := ops["neg"](v)
	fmt.Println(names["neg"], out)
}
