package main

import (
	"fmt"

	"example.com/m04/ledger"
)

func main() {
	pay := 120
	acct := ledger.Open("ana", 50)
	saved := *acct
	acct.Deposit(pay)
	ok := saved.Charge(80)
	fmt.Println("saved copy charged:", ok, saved.Balance())
	after := *acct
	if acct.Charge(150) {
		fmt.Println("charged, left", acct.Balance())
	}
	fmt.Println("snapshot", after.Balance())
}
