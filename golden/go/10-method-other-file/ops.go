package bank

func (a *Account) Deposit(amount int) {
	if amount > 0 {
		a.Balance += amount
	}
}

func (a *Account) Rename(name string) {
	a.Owner = name
}
