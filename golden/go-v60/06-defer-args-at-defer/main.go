package main

import "fmt"

func add(p *int, d int) {
	*p += d
}

func build(base int) (total int) {
	step := base * 2
	defer add(&total, step)
	step = 1000
	total = base
	fmt.Println(step)
	return total
}

func main() {
	v := build(3)
	fmt.Println(v)
}
