package main

import "fmt"

func main() {
	base := 250
	promo := 7
	f1, b1 := fee(base, false, promo)
	big := base * 8
	f2, b2 := fee(big, true, 0)
	fmt.Println("fee", f1)
	fmt.Println("bonus", b1, "second", f2, b2)
}
