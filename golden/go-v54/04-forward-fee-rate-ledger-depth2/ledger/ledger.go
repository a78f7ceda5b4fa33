package ledger

import "fmt"

// Account is one customer account.
type Account struct {
	ID      string
	Balance int
}

// Share returns perMille thousandths of amount, rounded down.
func Share(amount, perMille int) int {
	return amount * perMille / 1000
}

// Fee is the charge for moving amount at a rate given in percent.
func Fee(amount, rate int) int {
	f := Share(amount, rate*10)
	if f < 1 {
		f = 1
	}
	return f
}

// Interest is what a balance earns in a month.
func Interest(balance, perMille int) int {
	return Share(balance, perMille)
}

// Withdraw takes amount plus fee from the account, if the balance covers it.
func Withdraw(a *Account, amount, fee int) bool {
	total := amount + fee
	if total > a.Balance {
		fmt.Println("declined", a.ID, total)
		return false
	}
	a.Balance -= total
	return true
}

// Label formats an account for a statement.
func Label(a Account) string {
	return fmt.Sprintf("%s (%d)", a.ID, a.Balance)
}
