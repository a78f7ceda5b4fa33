package ledger

import (
	"fmt"
	"strconv"
	"strings"
)

// Ledger keeps a running total in cents and one line per posting.
type Ledger struct {
	Total int
	Lines []string
}

// Post converts amt at rate percent and adds it to the ledger.
func (l *Ledger) Post(acct, amt string, rate int) error {
	cents, err := convert(amt, rate)
	if err != nil {
		return err
	}
	l.Total += cents
	l.Lines = append(l.Lines, fmt.Sprintf("%s %d", acct, cents))
	return nil
}

// Summary has a value receiver: it reads a copy of the ledger.
func (l Ledger) Summary() string {
	return fmt.Sprintf("%d postings, total %d", len(l.Lines), l.Total)
}

func convert(amt string, rate int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(amt))
	if err != nil {
		return 0, fmt.Errorf("amount %q: %w", amt, err)
	}
	return n * rate / 100, nil
}
