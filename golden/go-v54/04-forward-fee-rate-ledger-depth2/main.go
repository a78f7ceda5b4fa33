package main

import (
	"fmt"

	"example.com/s04/ledger"
)

func main() {
	feeRate := 2
	interestRate := 3
	acc := ledger.Account{ID: "acc-1", Balance: 500}
	other := ledger.Account{ID: "acc-2", Balance: 80}

	earned := ledger.Interest(acc.Balance, interestRate)
	fmt.Println("interest", earned)

	fee := ledger.Fee(300, feeRate)
	ok := ledger.Withdraw(&acc, 300, fee)
	if ok {
		fmt.Println("withdrew 300, fee", fee)
	}

	okOther := ledger.Withdraw(&other, 50, 1)
	fmt.Println("other", okOther, other)
	fmt.Println("after", acc)
}
