package acct

type Account struct {
	Owner   string
	Balance int
}

func NewAccount(owner string, b int) *Account {
	return &Account{Owner: owner, Balance: b}
}

func (a *Account) Deposit(x int) {
	a.Balance += x
}

func (a *Account) Describe() string {
	return a.Owner
}
