package main

import "fmt"

// Account is a customer balance in cents.
type Account struct {
	Owner   string
	Balance int
	Fees    int
}

// applyFee takes the account by value: it charges a copy, and the
// caller's account never sees the fee.
func applyFee(a Account, fee int) {
	a.Balance -= fee
	a.Fees += fee
}

// deposit takes a pointer: the caller's account changes.
func deposit(a *Account, amt int) {
	if amt <= 0 {
		return
	}
	a.Balance += amt
}

// settle credits interest and reports how much was added.
func settle(a *Account, rate int) int {
	interest := interestOn(a.Balance, rate)
	a.Balance += interest
	return interest
}

// interestOn is the interest earned on bal at pct percent.
func interestOn(bal, pct int) int {
	if bal <= 0 {
		return 0
	}
	return bal * pct / 100
}

// describe renders an account for the statement.
func describe(a Account) string {
	return fmt.Sprintf("%s: %d (fees %d)", a.Owner, a.Balance, a.Fees)
}
