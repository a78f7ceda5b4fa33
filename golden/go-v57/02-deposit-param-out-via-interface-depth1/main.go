package main

import "fmt"

func settle(acct Account, amount int, note string) int {
	fmt.Println("settling", note)
	acct.Deposit(amount)
	b := acct.Balance()
	fmt.Println("after", note, b)
	return b
}

func main() {
	sv := &Savings{bal: 100, bonus: 5}
	fx := Fixed{bal: 50}
	first := "first"
	a := settle(sv, 20, first)
	c := settle(fx, 30, "second")
	fmt.Println(a, c)
}
