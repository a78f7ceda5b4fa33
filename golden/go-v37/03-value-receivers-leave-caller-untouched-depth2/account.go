package main

import "fmt"

// Account is held by value by its users.
type Account struct {
	Owner   string
	Balance int
}

// Deposit has a pointer receiver: the caller's account changes.
func (a *Account) Deposit(n int) {
	a.Balance += n
}

// WithFee has a value receiver: it charges a copy and returns that copy.
func (a Account) WithFee(fee int) Account {
	a.Balance -= fee
	return a
}

// Clear has a value receiver too: it wipes only its own copy.
func (a Account) Clear() {
	a.Balance = 0
	a.Owner = ""
}

// Summary reads the account.
func (a Account) Summary() string {
	return fmt.Sprintf("%s: %d", a.Owner, a.Balance)
}
