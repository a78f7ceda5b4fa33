package billing

import "fmt"

// Withdraw takes amount from balance when the balance covers it. It returns
// the new balance and a receipt line that carries the customer's memo.
func Withdraw(balance, amount int, memo string) (int, string) {
	status := "paid"
	if amount <= 0 {
		status = "ignored"
	} else if amount > balance {
		status = fmt.Sprintf("declined (short %d)", amount-balance)
	} else {
		balance -= amount
	}
	receipt := fmt.Sprintf("%s %d: %s", status, amount, memo)
	return balance, receipt
}
