package text

import (
	"fmt"
	"strings"
)

// Tally counts the words of lines, skipping stop words and words shorter
// than the minimum length, which strict mode raises. It returns the
// counts, the number of words kept and a one-line summary.
func Tally(lines []string, stop map[string]bool, strict bool) (map[string]int, int, string) {
	counts := map[string]int{}
	kept, dropped := 0, 0
	minLen := 2
	keep := func(w string) {
		counts[w]++
		kept++
	}
	skip := func(w string) bool {
		return stop[w] || len(w) < minLen
	}
	summary := func() string {
		return fmt.Sprintf("%d kept, %d dropped", kept, dropped)
	}
	if strict {
		minLen = 4
	}
	for _, ln := range lines {
		for _, w := range strings.Fields(strings.ToLower(ln)) {
			if skip(w) {
				dropped++
				continue
			}
			keep(w)
		}
	}
	msg := summary()
	return counts, kept, msg
}
