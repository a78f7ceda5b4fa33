package billing

import "strings"

// Item is one line of an order, priced in cents.
type Item struct {
	Name       string
	Qty, Price int
	Promo      string
}

// rate is the percentage off for a promotion code.
func rate(code string) int {
	code = strings.ToUpper(strings.TrimSpace(code))
	switch {
	case strings.HasPrefix(code, "VIP"):
		return 15
	case strings.HasPrefix(code, "SALE"):
		return 10
	}
	return 0
}

// Invoice totals an order in cents and counts the lines at list price.
func Invoice(items []Item, member bool) (int, int) {
	total := 0
	list := 0
	for _, it := range items {
		off := 0
		switch {
		case it.Qty >= 100:
			off = 20
		case it.Promo != "":
			off = rate(it.Promo)
		case member:
			off = 5
		case it.Qty == 0:
			continue
		default:
			list++
		}
		total += it.Qty * it.Price * (100 - off) / 100
	}
	return total, list
}
