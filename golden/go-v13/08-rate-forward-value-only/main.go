package main

import (
	"fmt"
	"strings"

	"example.com/e08/ledger"
)

// book splits an "account=amount" record and posts it.
func book(l *ledger.Ledger, rec string, rate int) error {
	acct, amt, ok := strings.Cut(rec, "=")
	if !ok {
		return fmt.Errorf("record %q: no '='", rec)
	}
	err := l.Post(acct, amt, rate)
	if err != nil {
		return fmt.Errorf("book %s: %w", acct, err)
	}
	return nil
}

func main() {
	var l ledger.Ledger
	rate := 110
	err := book(&l, "rent=1200", rate)
	if err != nil {
		fmt.Println(err)
	}
	err = book(&l, "fees=12x", rate)
	fmt.Println("fees:", err)
	fmt.Println(l.Summary())
}
