package ids

import (
	"fmt"
	"strings"
)

// Sequence returns a generator of identifiers "<prefix>-<n>" that counts
// up from start in steps of step; a step below one counts by one. Every
// thousandth identifier issued is logged.
func Sequence(prefix string, start, step int) func() string {
	if step < 1 {
		step = 1
	}
	n := start - step
	issued := 0
	return func() string {
		n += step
		issued++
		if issued%1000 == 0 {
			fmt.Println(prefix, "issued", issued)
		}
		return fmt.Sprintf("%s-%05d", prefix, n)
	}
}

// Valid reports whether id has the form "<prefix>-<digits>".
func Valid(id string) bool {
	i := strings.LastIndexByte(id, '-')
	if i < 1 || i == len(id)-1 {
		return false
	}
	for _, r := range id[i+1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
