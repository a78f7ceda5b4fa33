package main

// fee picks a percentage rate by a tagless switch and returns the fee and
// the loyalty bonus.
func fee(amount int, member bool, promo int) (int, int) {
	rate := 5
	bonus := promo
	switch {
	case amount > 1000:
		rate = 1
		bonus = 50
	case amount > 100:
		rate = 3
	case member:
		bonus += 10
	default:
		rate = 4
	}
	cost := amount * rate / 100
	return cost, bonus
}
