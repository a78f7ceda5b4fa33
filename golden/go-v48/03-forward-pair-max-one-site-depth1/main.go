package main

import "fmt"

func main() {
	qty := 3
	price := 4
	a := MakePair("apples", qty)
	b := MakePair("pears", price)
	top := Max(a.Val, b.Val)
	floor := Max(price, 2)
	fmt.Println(b.Key, floor)
	fmt.Println(a.Key, top)
}
