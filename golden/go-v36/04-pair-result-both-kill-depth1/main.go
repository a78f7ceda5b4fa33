package main

import "fmt"

func main() {
	stock := map[string]int{
		"pens":    40,
		"paper":   7,
		"staples": 12,
	}
	label := "warehouse"
	top := Largest(stock, label)
	fmt.Println("most stocked:", top.Key)
	if top.Val < 50 {
		fmt.Println("reorder", top.Key)
	}
	top = MakePair("spare", 0)
	fmt.Println("placeholder:", top.Key, top.Val)
	low := MakePair("paper", stock["paper"])
	fmt.Println("lowest:", low.Key, low.Val)
	fmt.Println("stock entries:", len(stock))
}
