package main

import "fmt"

func main() {
	sum := 0
	other := 0
	for i := 0; i < 3; i++ {
		add := func() {
			sum += i
		}
		show := func() {
			fmt.Println(i, sum)
		}
		add()
		show()
		other += i
	}
	fmt.Println(sum, other)
}
