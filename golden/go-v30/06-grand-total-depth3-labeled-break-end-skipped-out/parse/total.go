package parse

import (
	"fmt"

	"example.com/g06/lex"
)

// Total adds the numbers of line, ignoring values of four digits or more.
func Total(line string) int {
	nums, skipped := lex.Numbers(line)
	if skipped > 0 {
		fmt.Printf("  (%d bytes skipped)\n", skipped)
	}
	sum := 0
	for _, n := range nums {
		if n >= 1000 {
			continue
		}
		sum += n
	}
	return sum
}
