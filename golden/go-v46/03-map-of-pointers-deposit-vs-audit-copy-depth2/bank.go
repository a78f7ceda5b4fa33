package main

// Account is one customer balance.
type Account struct {
	Owner   string
	Balance int
	Frozen  bool
}

func newBank() map[string]*Account {
	return map[string]*Account{
		"ann": {Owner: "ann", Balance: 120},
		"bob": {Owner: "bob", Balance: 40},
	}
}

// deposit credits a stored account through its pointer.
func deposit(bank map[string]*Account, owner string, amt int) {
	if bank[owner].Frozen {
		return
	}
	bank[owner].Balance += afterFee(amt)
}

func afterFee(amt int) int {
	return amt - amt/10
}

// audit flags low balances on copies; the bank itself is untouched.
func audit(bank map[string]*Account) int {
	flagged := 0
	for _, acct := range bank {
		snap := *acct
		if snap.Balance < 50 {
			snap.Frozen = true
			flagged++
		}
	}
	return flagged
}

func total(bank map[string]*Account) int {
	sum := 0
	for _, a := range bank {
		sum += a.Balance
	}
	return sum
}
