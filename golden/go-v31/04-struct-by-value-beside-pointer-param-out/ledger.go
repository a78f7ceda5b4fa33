package main

import "fmt"

type Account struct {
	ID      string
	Balance int
}

type Ledger struct {
	Total int
	Count int
}

// settle charges acct, a copy, and records the charge in led.
func settle(acct Account, led *Ledger, amount int, memo string) {
	acct.Balance -= amount
	if acct.Balance < 0 {
		memo = memo + " (overdrawn)"
	}
	led.Total += amount
	led.Count++
	fmt.Println(acct.ID, memo, acct.Balance)
}
