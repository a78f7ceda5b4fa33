package ledger

import "strings"

type Stat struct {
	Orders, Total int
	Last          string
}

// Add records an order of amount cents that cust placed on day.
func Add(stats map[string]Stat, cust string, amount int, day string) {
	if amount <= 0 {
		return
	}
	s := stats[cust]
	s.Orders++
	s.Total += amount
	s.Last = normDay(day)
	stats[cust] = s
}

// Preview returns cust's total after a refund, without recording it.
func Preview(stats map[string]Stat, cust string, refund int) int {
	s := stats[cust]
	s.Total -= refund
	return s.Total
}

func Reset(s *Stat) {
	s.Orders = 0
	s.Total = 0
}

// Average returns cust's mean order in cents, 0 when there is none.
func Average(stats map[string]Stat, cust string) int {
	s, ok := stats[cust]
	if !ok || s.Orders == 0 {
		return 0
	}
	return s.Total / s.Orders
}

func normDay(day string) string {
	return strings.ToLower(strings.TrimSpace(day))
}
