package bank

type Account struct {
	Balance int
	Owner   string
}

func Open(owner string, initial int) *Account {
	acc := &Account{Owner: owner}
	acc.Deposit(initial)
	return acc
}
