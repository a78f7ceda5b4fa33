package main

import "fmt"

func zero(arr [3]int) {
	arr[0] = 0
	fmt.Println(arr)
}

func main() {
	a := [3]int{1, 2, 3}
	b := a
	b[0] = 99
	a[1] = 7
	zero(a)
	fmt.Println(b[0])
	fmt.Println(a[0])
}
