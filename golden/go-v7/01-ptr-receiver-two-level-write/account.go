package main

import "fmt"

type Account struct {
	owner   string
	balance int
	history []string
}

func (a *Account) record(kind string, amt int) {
	a.balance += amt
	a.history = append(a.history, fmt.Sprintf("%s:%d", kind, amt))
}

func (a *Account) apply(kind string, amt int) {
	if kind == "" {
		kind = "tx"
	}
	a.record(kind, amt)
}

func (a *Account) Deposit(amt int) {
	if amt <= 0 {
		return
	}
	a.apply("dep", amt)
}

func (a Account) Preview(amt int) int {
	a.apply("preview", amt)
	return a.Balance()
}

func (a Account) Balance() int {
	return a.balance
}

func (a *Account) Owner() string {
	return a.owner
}
