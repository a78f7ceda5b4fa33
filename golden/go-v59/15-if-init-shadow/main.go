package main

import "fmt"

func main() {
	x := 1
	if x := 10; x > 5 {
		fmt.Println(x)
	}
	y := x + 1
	fmt.Println(y)
}
