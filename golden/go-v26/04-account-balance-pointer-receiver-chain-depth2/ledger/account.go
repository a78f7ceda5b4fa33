package ledger

// Account keeps a booked balance in cents.
type Account struct {
	Owner   string
	balance int
}

// Deposit books amount minus the handling fee.
func (a *Account) Deposit(amount int) {
	net := amount - fee(amount)
	a.apply(net)
}

func (a *Account) apply(n int) {
	a.balance += roundDown(n)
}

// Preview shows the balance after a deposit without booking it.
func (a Account) Preview(amount int) int {
	a.balance += amount
	return a.balance
}

// Balance reports the booked balance.
func (a *Account) Balance() int {
	return a.balance
}
