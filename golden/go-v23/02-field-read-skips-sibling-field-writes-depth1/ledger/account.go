package ledger

import "fmt"

// Account is one customer's balance with an overdraft limit.
type Account struct {
	Owner   string
	Balance int
	Limit   int
	History []string
}

// NewAccount opens an account with an opening balance.
func NewAccount(owner string, opening int) *Account {
	acct := &Account{Owner: owner, Balance: opening}
	acct.History = append(acct.History, fmt.Sprintf("open %d", opening))
	return acct
}

// Deposit adds n to the balance.
func (a *Account) Deposit(n int) {
	a.Balance += n
	a.History = append(a.History, fmt.Sprintf("deposit %d", n))
}

// Available is what can still be spent.
func (a Account) Available() int {
	return a.Balance + a.Limit
}
