package main

import "fmt"

func main() {
	t1, n1 := Quote(200, false)
	fmt.Println("total", t1)
	fmt.Println("note", n1)
	t2, n2 := Quote(50, true)
	fmt.Println("total", t2)
	fmt.Println("note", n2)
}
