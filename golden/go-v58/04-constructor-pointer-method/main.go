package main

import (
	"fmt"

	"example.com/p/acct"
)

func main() {
	name := "bo"
	start := 10
	dep := 5
	bonus := 3
	acc := acct.NewAccount(name, start)
	acc.Deposit(dep)
	label := acc.Describe()
	total := acc.Balance
	fmt.Println(total, label, bonus)
}
