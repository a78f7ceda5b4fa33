package ledger

import (
	"fmt"
	"strconv"
	"strings"
)

// Apply books a batch of signed amounts ("+10 -30") on an opening balance
// and returns the closing balance with the number of entries applied. Every
// withdrawal costs fee; a closing balance below zero is written off to zero
// by the deferred clean-up. Malformed amounts are skipped.
func Apply(opening int, batch string, fee int) (total int, applied int) {
	charged := 0
	defer fmt.Println("fees charged:", charged)
	if batch == "" {
		return opening, 0
	}
	total = opening
	defer func() {
		if total < 0 {
			total = 0
		}
	}()
	for _, field := range strings.Fields(batch) {
		n, err := strconv.Atoi(field)
		if err != nil {
			continue
		}
		if n < 0 {
			charged += fee
			total -= fee
		}
		total += n
		applied++
	}
	return total, applied
}
