package billing

import "fmt"

// Invoice totals the prices of an order in cents. A handling fee is added
// on the way out unless the invoice failed, and members pay no fee. Every
// error is wrapped with the customer's name.
func Invoice(customer string, prices []int, member bool) (total int, err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("invoice for %s: %w", customer, err)
		}
	}()
	if len(prices) == 0 {
		return 0, fmt.Errorf("empty order")
	}
	fee := 250
	defer func() {
		if err == nil {
			total += fee
		}
	}()
	if member {
		fee = 0
	}
	for _, p := range prices {
		if p < 0 {
			return 0, fmt.Errorf("bad price %d", p)
		}
		total += p
	}
	return total, nil
}
