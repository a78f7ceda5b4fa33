package main

import (
	"fmt"
	"strings"

	"example.com/g07/billing"
)

func key(user string) string {
	return strings.ToLower(strings.TrimSpace(user))
}

// isMember reports whether user is on the roster, ignoring case.
func isMember(user string, roster []string) bool {
	k := key(user)
	for _, m := range roster {
		if key(m) == k {
			return true
		}
	}
	return false
}

func main() {
	roster := []string{"ada", " Lin "}
	user := "Bob"
	items := []billing.Item{
		{Name: "pen", Qty: 2, Price: 1250},
		{Name: "lamp", Qty: 1, Price: 4000, Promo: " vip15 "},
		{Name: "sample", Qty: 0, Price: 999},
		{Name: "clip", Qty: 120, Price: 80},
	}
	member := isMember(user, roster)
	total, list := billing.Invoice(items, member)
	fmt.Printf("total %d cents, %d at list price\n", total, list)
}
