package ledger

// Account is a running balance with an overdraft limit.
type Account struct {
	Owner   string
	balance int
	limit   int
	ops     int
}

// Open returns a new, empty account.
func Open(owner string, limit int) *Account {
	return &Account{Owner: owner, limit: limit}
}

// Deposit adds a positive amount to the balance.
func (a *Account) Deposit(amount int) {
	if amount <= 0 {
		return
	}
	a.apply(amount)
}

func (a *Account) apply(delta int) {
	a.balance += delta
	a.ops++
}

// Charge takes amount out unless that would pass the overdraft limit.
func (a *Account) Charge(amount int) bool {
	if a.balance-amount < -a.limit {
		return false
	}
	a.balance -= amount
	a.ops++
	return true
}

// Balance is the current balance.
func (a Account) Balance() int {
	return a.balance
}
