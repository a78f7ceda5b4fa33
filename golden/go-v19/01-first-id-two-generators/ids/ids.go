package ids

import "fmt"

// New returns a generator of identifiers "<prefix>-<n>" numbered from
// start (at least 1), skipping numbers that end in 000, together with the
// first identifier, which New takes itself. The ten numbers after the
// first are kept back for manual entries. An empty prefix means "ID".
func New(prefix string, start int) (func() string, string) {
	if start < 1 {
		start = 1
	}
	n := start - 1
	next := func() string {
		n++
		if n%1000 == 0 {
			n++
		}
		return fmt.Sprintf("%s-%04d", prefix, n)
	}
	if prefix == "" {
		prefix = "ID"
	}
	first := next()
	n += 10
	return next, first
}
