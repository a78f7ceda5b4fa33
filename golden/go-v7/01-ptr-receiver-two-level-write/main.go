package main

import "fmt"

func open(owner string, amounts []int) Account {
	acct := Account{owner: owner}
	for _, amt := range amounts {
		acct.Deposit(amt)
	}
	peek := acct.Preview(100)
	fmt.Println(acct.Owner(), "would have", peek)
	return acct
}

func main() {
	acct := open("ann", []int{10, -3, 25})
	fmt.Println(acct.Owner(), acct.Balance(), acct.history)
}
