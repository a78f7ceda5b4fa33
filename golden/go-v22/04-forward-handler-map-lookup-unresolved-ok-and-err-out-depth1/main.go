package main

import "fmt"

func selfTest(ops map[string]func(int) int) {
	got, err := run(ops, []string{"negate", "double"}, 4)
	if err != nil || got != -8 {
		fmt.Println("self test failed:", got, err)
		return
	}
	fmt.Println("self test ok")
}

func main() {
	ops := map[string]func(int) int{
		"double": double,
		"negate": negate,
		"square": square,
	}
	selfTest(ops)
	seed := 3
	result, err := run(ops, []string{"double", "square", "negate"}, seed)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println("result:", result)
}
