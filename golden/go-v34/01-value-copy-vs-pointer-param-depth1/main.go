package main

import "fmt"

// main runs one day of the ledger for two customers.
func main() {
	acc := Account{Owner: "ada", Balance: 100}
	bob := Account{Owner: "bob", Balance: 30}

	// Morning deposits go through pointers.
	deposit(&acc, 50)
	deposit(&bob, 20)

	// The fee is charged on a copy (the bug this ledger still has).
	applyFee(acc, 7)

	// Interest is settled at the end of the day.
	gain := settle(&acc, 10)
	settle(&bob, 5)

	summary := describe(acc)
	fmt.Println(summary)
	fmt.Println("interest", gain)
	fmt.Println(describe(bob))
}
