package ledger

import (
	"fmt"
	"strconv"
	"strings"
)

// parseAmount reads an amount such as "30" or "$30".
func parseAmount(s string) (int, error) {
	s = strings.TrimPrefix(s, "$")
	return strconv.Atoi(s)
}

// Tally sums the amounts of "item:amount" lines as long as the sum stays
// within budget. It returns the sum and how many lines it skipped.
func Tally(lines []string, budget int) (total, skipped int) {
	for _, ln := range lines {
		item, amount, ok := strings.Cut(ln, ":")
		if !ok {
			skipped++
			continue
		}
		v, err := parseAmount(amount)
		if err != nil {
			skipped++
			continue
		}
		if total := total + v; total > budget {
			total -= budget
			fmt.Printf("%s: over budget by %d\n", item, total)
			skipped++
			continue
		}
		total += v
	}
	if total == 0 {
		skipped = len(lines)
	}
	return
}
