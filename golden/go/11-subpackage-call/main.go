package main

import (
	"fmt"

	"example.com/s11/pricing"
)

func main() {
	qty := 3
	region := "eu"
	debug := len(region) > 5
	net := pricing.Net(qty, region, debug)
	fmt.Println(net)
}
