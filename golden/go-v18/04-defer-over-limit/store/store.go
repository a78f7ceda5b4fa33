package store

import (
	"fmt"
	"strings"
)

// Batch is a set of records to write, at most Limit of them.
type Batch struct {
	Records []string
	Limit   int
}

// Flush writes the non-empty records of b to out, one per line, and
// returns how many it wrote. Writing more than b.Limit records is
// reported as an error after the fact.
func Flush(b *Batch, out *strings.Builder) (n int, err error) {
	defer func() {
		n := n - b.Limit
		if n > 0 {
			err = fmt.Errorf("batch over its limit by %d", n)
		}
	}()
	for _, rec := range b.Records {
		if rec == "" {
			continue
		}
		out.WriteString(rec)
		out.WriteByte('\n')
		n++
	}
	return n, nil
}
