package main

import "fmt"

// main summarizes two lists with different floors.
func main() {
	fruit := []item{
		{name: "Apple", score: 4},
		{name: "Kiwi", score: 1},
		{name: "Mango", score: 6},
	}
	veg := []item{
		{name: "Leek", score: 3},
		{name: "Okra", score: 9},
	}
	heading := "fruit"
	a := summarize(heading, fruit, 2)
	v := summarize("veg", veg, 5)
	count := len(fruit) + len(veg)
	fmt.Println(a)
	fmt.Println(v)
	fmt.Println(count, len(a)+len(v))
}
