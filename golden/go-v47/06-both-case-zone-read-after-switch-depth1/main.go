package main

import "fmt"

func main() {
	labels := quote([]int{1, 12, 45}, true)
	for _, l := range labels {
		fmt.Println(l)
	}
}
