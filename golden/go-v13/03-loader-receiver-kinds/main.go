package main

import (
	"fmt"

	"example.com/e03/feed"
)

func main() {
	dec := feed.Decoder{Sep: "="}
	ld := feed.Loader{Dec: dec}
	sub, err := ld.Add("apple=120")
	fmt.Println("apple:", sub, err)
	price, err := ld.Dec.Decode("plum=75")
	fmt.Println("plum:", price, err, ld.Dec.Calls)
	sub, err = ld.Add("pear")
	if err != nil {
		fmt.Println("pear:", err)
	}
	fmt.Println("subtotal:", sub, ld.Report())
}
