package main

import (
	"fmt"

	"example.com/c05/ledger"
)

// main books one batch on a current account, with a fee per withdrawal,
// and one fee-free withdrawal on a savings account.
func main() {
	opening := 40
	fee := 2
	batch := "+10 -30 oops -5 +5"
	bal, applied := ledger.Apply(opening, batch, fee)
	fmt.Println("balance:", bal)
	fmt.Println("entries applied:", applied)
	savings, _ := ledger.Apply(100, "-5", 0)
	fmt.Println("savings:", savings)
}
