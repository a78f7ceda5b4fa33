package main

import "fmt"

type Account struct {
	owner   string
	balance int
	count   int
}

func (a *Account) Deposit(amount int) {
	a.balance = a.balance + amount
	a.count = 1
}

func (a *Account) Report() int {
	b := a.balance
	return b * 2
}

func main() {
	acc := &Account{owner: "ann"}
	acc.Deposit(50)
	r := acc.Report()
	fmt.Println(r)
}
