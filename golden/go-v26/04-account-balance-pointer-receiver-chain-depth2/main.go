package main

import (
	"fmt"

	"example.com/d04/ledger"
)

func main() {
	acct := &ledger.Account{Owner: "kim"}
	amounts := []int{200, -40, 1500, 312}
	for _, amt := range amounts {
		if amt <= 0 {
			continue
		}
		acct.Deposit(amt)
	}
	peek := acct.Preview(100)
	total := acct.Balance()
	fmt.Println(acct.Owner, peek, total)
}
