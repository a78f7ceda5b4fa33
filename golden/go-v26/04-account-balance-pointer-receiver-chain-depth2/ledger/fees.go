package ledger

// fee is one percent of large deposits and a flat 5 cents otherwise.
func fee(amount int) int {
	if amount >= 1000 {
		return amount / 100
	}
	return 5
}

// roundDown books whole multiples of 5 cents only.
func roundDown(n int) int {
	return n - n%5
}
