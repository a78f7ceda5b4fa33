package ledger

import (
	"fmt"
	"strconv"
	"strings"
)

// Entry is one booked amount.
type Entry struct {
	Account string
	Cents   int
}

// ParseEntry reads "account, 12.34".
func ParseEntry(line string) (Entry, error) {
	acct, amount, found := strings.Cut(line, ",")
	if !found {
		return Entry{}, fmt.Errorf("entry %q: missing comma", line)
	}
	acct = strings.TrimSpace(acct)
	cents, err := parseCents(strings.TrimSpace(amount))
	if err != nil {
		return Entry{}, fmt.Errorf("entry %s: %w", acct, err)
	}
	acct = strings.ToUpper(acct)
	return Entry{Account: acct, Cents: cents}, nil
}

func parseCents(s string) (int, error) {
	whole, frac, _ := strings.Cut(s, ".")
	w, err := strconv.Atoi(whole)
	if err != nil {
		return 0, err
	}
	if len(frac) != 2 {
		return 0, fmt.Errorf("amount %q: want two decimals", s)
	}
	f, err := strconv.Atoi(frac)
	if err != nil {
		return 0, err
	}
	cents := w*100 + f
	return cents, nil
}
